from functools import partial

import jax
import jax.numpy as jnp

TRACES = []


@partial(jax.jit, static_argnames=("method", "extrap"))
def interp1d(xq, x, f, method="linear", extrap=False):
    """Interpolate the samples f(x) at the query points xq."""
    TRACES.append(method)
    i = jnp.clip(jnp.searchsorted(x, xq) - 1, 0, x.shape[0] - 2)
    t = (xq - x[i]) / (x[i + 1] - x[i])
    out = (1 - t) * f[i] + t * f[i + 1]
    if not extrap:
        out = jnp.where((xq < x[0]) | (xq > x[-1]), jnp.nan, out)
    return out
