import jax.numpy as jnp


def predict(mean, cov, A, Q):
    return A @ mean, A @ cov @ A.T + Q


def update(mean, cov, y, H, R):
    """Kalman update using only the observed (non-NaN) entries of y."""
    valid = ~jnp.isnan(y)
    cov_valid = valid[:, None] * valid[None, :]
    n_valid = jnp.sum(valid.astype(jnp.int32))

    # First select the valid data only
    y_valid = y[valid]  # error: JAX103
    H_valid = H[valid, :]  # error: JAX103
    R_valid = R[cov_valid].reshape((n_valid, n_valid))  # error: JAX103, JAX106

    # Then compute the update
    y_pred = H_valid @ mean
    S = H_valid @ cov @ H_valid.T + R_valid
    K = cov @ H_valid.T @ jnp.linalg.inv(S)
    mean = mean + K @ (y_valid - y_pred)
    cov = cov - K @ H_valid @ cov
    return mean, cov
