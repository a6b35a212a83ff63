import jax


def random_walk(key, x0):
    key, count_key = jax.random.split(key)
    n_steps = jax.random.randint(count_key, (), 1, 10)
    x = x0
    for _ in range(n_steps):  # error: JAX102
        key, sub = jax.random.split(key)
        x = x + jax.random.normal(sub)
    return x
