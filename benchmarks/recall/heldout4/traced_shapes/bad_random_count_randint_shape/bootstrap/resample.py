import jax


@jax.jit
def random_subsample(data, rng_key):
    n, m = data.shape
    shape_key, sub_key = jax.random.split(rng_key)
    rand_shape = jax.random.poisson(shape_key, 1, (2,))  # a random number of draws
    sub_indices = jax.random.randint(sub_key, (rand_shape.sum(), 3), 0, n)  # error: JAX106
    return data[sub_indices, :]
