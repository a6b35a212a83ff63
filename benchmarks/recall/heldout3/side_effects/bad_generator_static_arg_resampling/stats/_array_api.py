import jax


def xp_capabilities(static=()):
    """Run the function jitted under JAX, with its non-array arguments static."""

    def decorator(fn):
        return jax.jit(fn, static_argnames=static)

    return decorator
