# Report: https://github.com/QuantEcon/lecture-jax/issues/95
# Twin: the lecture's own version, with static_argnums=(1, 2): the iteration count and seed are
# Python ints in the trace, so `range(num_iterations)` unrolls a fixed number of steps (one compile
# per count).
import jax
import jax.numpy as jnp


def power_iteration_sr(A, num_iterations=15, seed=1234):
    """Estimates the spectral radius of A by power iteration."""
    key = jax.random.PRNGKey(seed)
    b_k = jax.random.normal(key, (A.shape[1],))
    sr = 0.0
    for _ in range(num_iterations):
        b_k1 = A @ b_k
        sr = jnp.linalg.norm(b_k1) / jnp.linalg.norm(b_k)
        b_k = b_k1 / jnp.linalg.norm(b_k1)
    return sr


power_iteration_sr = jax.jit(power_iteration_sr, static_argnums=(1, 2))


def valuation_matrix(P, beta, growth):
    return beta * P * jnp.exp(growth)[None, :]


def test_stability(P, beta, growth):
    K = valuation_matrix(P, beta, growth)
    return power_iteration_sr(K, num_iterations=50) < 1


if __name__ == "__main__":
    P = jnp.array([[0.9, 0.1], [0.4, 0.6]])
    print(test_stability(P, 0.96, jnp.array([0.01, -0.02])))
