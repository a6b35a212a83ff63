import jax


def jax_sample_fn(op_name):
    """Build the JAX implementation of a random variable op; the shared RNG lives in a dict."""
    jax_op = getattr(jax.random, op_name)

    def sample_fn(rng, size, dtype, loc, scale):
        rng_key = rng["jax_state"]
        sample = loc + scale * jax_op(rng_key, shape=size, dtype=dtype)
        rng["jax_state"] = jax.random.split(rng_key, num=1)[0]  # error: JAX203
        return (rng, sample)

    return sample_fn
