import jax


@jax.jit
def crop_and_shift(x, meta):
    """Keep the first meta['num'] entries and add the per-entry offsets."""
    return x[: meta["num"]] + meta["val"]  # error: JAX107
