import jax


def jax_sample_fn(op_name):
    """Build the JAX implementation of a random variable op; the shared RNG lives in a dict."""
    jax_op = getattr(jax.random, op_name)

    def sample_fn(rng, size, dtype, loc, scale):
        rng_key = rng["jax_state"]
        rng_key, sample_key = jax.random.split(rng_key, 2)
        sample = loc + scale * jax_op(sample_key, shape=size, dtype=dtype)
        rng["jax_state"] = rng_key
        return (rng, sample)

    return sample_fn
