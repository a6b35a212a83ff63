"""Array-API helpers (a reduction of scipy._lib._array_api)."""
import jax
import jax.numpy as jnp
import numpy as np


def array_namespace(*arrays):
    return jnp if any(isinstance(a, jax.Array) for a in arrays) else np


def _asarray(array, dtype=None, check_finite=False, *, xp=None):
    if xp is None:
        xp = array_namespace(array)
    array = xp.asarray(array, dtype=dtype)
    if check_finite:
        if not xp.all(xp.isfinite(array)):  # error: JAX101
            raise ValueError("array must not contain infs or NaNs")
    return array
