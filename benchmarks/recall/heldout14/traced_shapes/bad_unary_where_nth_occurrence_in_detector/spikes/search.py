import jax.numpy as jnp


def idx_nth_occurrence(operand, occurrence, n=0):
    """Index of the n-th element of `operand` equal to `occurrence`."""
    arr = jnp.where(operand == occurrence, operand, jnp.nan)
    return jnp.where(arr == arr)[0][n]  # error: JAX106
