import jax.numpy as jnp


def predict(mean, cov, A, Q):
    return A @ mean, A @ cov @ A.T + Q


def update(mean, cov, y, H, R):
    """Kalman update using only the observed (non-NaN) entries of y.

    Missing entries are kept, with a zero row in H and a zero residual, and their noise is made
    independent of the rest (unit variance, no cross terms), so they do not move the estimate.
    """
    valid = ~jnp.isnan(y)
    cov_valid = valid[:, None] & valid[None, :]

    y_valid = jnp.where(valid, y, 0.0)
    H_valid = jnp.where(valid[:, None], H, 0.0)
    R_valid = jnp.where(cov_valid, R, jnp.eye(R.shape[0]))

    y_pred = H_valid @ mean
    S = H_valid @ cov @ H_valid.T + R_valid
    K = cov @ H_valid.T @ jnp.linalg.inv(S)
    mean = mean + K @ (y_valid - y_pred)
    cov = cov - K @ H_valid @ cov
    return mean, cov
