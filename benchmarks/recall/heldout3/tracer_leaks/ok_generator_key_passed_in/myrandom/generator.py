import jax


def uniform(key, shape):
    key, sub = jax.random.split(key)
    return key, jax.random.uniform(sub, shape)
