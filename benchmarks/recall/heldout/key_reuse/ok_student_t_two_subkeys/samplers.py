# Report: https://github.com/jax-ml/jax/issues/14597
# The fix of the PR (#14598): the gamma draw uses key_g.
import jax
import jax.numpy as jnp


def student_t(key, df, shape=(), dtype=jnp.float32):
    key_n, key_g = jax.random.split(key)
    n = jax.random.normal(key_n, shape, dtype)
    half_df = df / 2.0
    g = jax.random.gamma(key_g, half_df, shape, dtype)
    return n * jnp.sqrt(half_df / g)


if __name__ == "__main__":
    print(jax.jit(student_t, static_argnums=2)(jax.random.key(0), 3.0, (5,)))
