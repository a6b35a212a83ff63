# Report: https://github.com/jax-ml/jax/issues/28225
# The report's example: after `mock_fn` is rebound, `jax.jit(mock_fn_vec)` still returns the result of
# the old `mock_fn`, because jit caches the trace of mock_fn_vec, which read the global once.
import jax
import jax.numpy as jnp

vec_input = jnp.array([1, 1])


def mock_fn_vec(x):
    return jax.vmap(mock_fn)(x)  # error: JAX201


mock_fn = lambda x: x  # noqa: E731
mock_fn_vec_jit = jax.jit(mock_fn_vec)
print(mock_fn_vec_jit(vec_input))

mock_fn = lambda x: -x  # noqa: E731
mock_fn_vec_jit = jax.jit(mock_fn_vec)

if __name__ == "__main__":
    print(mock_fn_vec_jit(vec_input), mock_fn_vec(vec_input))
