import jax


def accelerate(obj):
    """Returns a compiled version of `obj.calc`."""
    return jax.jit(obj.calc)
