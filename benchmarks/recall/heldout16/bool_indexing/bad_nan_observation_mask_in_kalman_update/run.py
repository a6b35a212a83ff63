# Report: https://github.com/jax-ml/jax/issues/4212
# "How to handle boolean masks": a Kalman filter update keeps only the non-NaN observations by
# indexing y, H and the observation covariance with the mask `~jnp.isnan(y)` (and reshaping with
# the traced count of valid entries); under jit that raises NonConcreteBooleanIndexError.
import jax.numpy as jnp

from kalman.filter import kalman_filter

if __name__ == "__main__":
    T = 6
    A = jnp.array([[1.0, 1.0], [0.0, 1.0]])
    Q = 0.01 * jnp.eye(2)
    H = jnp.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
    R = 0.1 * jnp.eye(3)
    ys = jnp.stack([jnp.array([t, 1.0, t + 1.0]) for t in range(T)])
    ys = ys.at[1, 0].set(jnp.nan).at[3, 2].set(jnp.nan)  # missing observations
    means = kalman_filter(jnp.zeros(2), jnp.eye(2), ys, A, Q, H, R)
    print("filtered means:\n", means)
