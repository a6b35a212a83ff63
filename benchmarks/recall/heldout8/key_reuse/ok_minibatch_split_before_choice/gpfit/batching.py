import jax.random as jr


def get_batch_new_key(x, y, batch_size, key):
    n = x.shape[0]
    new_key, batch_key = jr.split(key)
    indices = jr.choice(batch_key, n, (batch_size,), replace=True)
    return (x[indices], y[indices]), new_key
