import jax.random as jr


def get_batch_new_key(x, y, batch_size, key):
    n = x.shape[0]
    indices = jr.choice(key, n, (batch_size,), replace=True)
    _, new_key = jr.split(key)  # error: JAX203
    return (x[indices], y[indices]), new_key
