import jax


def random_walk(key, x0, n_steps):
    x = x0
    for _ in range(n_steps):
        key, sub = jax.random.split(key)
        x = x + jax.random.normal(sub)
    return x
