# Report: https://github.com/jax-ml/jax/issues/14597
# As in the report (jax.random.t): the key is split into key_n and key_g, but both the normal and the
# gamma draw use key_n, so the two components are correlated.
import jax
import jax.numpy as jnp


def student_t(key, df, shape=(), dtype=jnp.float32):
    key_n, key_g = jax.random.split(key)
    n = jax.random.normal(key_n, shape, dtype)
    half_df = df / 2.0
    g = jax.random.gamma(key_n, half_df, shape, dtype)  # error: JAX203
    return n * jnp.sqrt(half_df / g)


if __name__ == "__main__":
    print(jax.jit(student_t, static_argnums=2)(jax.random.key(0), 3.0, (5,)))
