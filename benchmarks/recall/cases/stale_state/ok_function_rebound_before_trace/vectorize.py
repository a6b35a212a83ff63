# Report: https://github.com/jax-ml/jax/issues/28225
# Near miss: `mock_fn` is rebound before the jitted function is first called, so the one trace sees the
# final function.
import jax
import jax.numpy as jnp

vec_input = jnp.array([1, 1])


def mock_fn_vec(x):
    return jax.vmap(mock_fn)(x)


mock_fn = lambda x: x  # noqa: E731
mock_fn = lambda x: -x  # noqa: E731
mock_fn_vec_jit = jax.jit(mock_fn_vec)

if __name__ == "__main__":
    print(mock_fn_vec_jit(vec_input), mock_fn_vec(vec_input))
