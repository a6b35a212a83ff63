"""1-D linear interpolation that extrapolates linearly beyond the knots (after jax_cosmo)."""
import jax
import jax.numpy as jnp


def _interp_one(x, xp, fp):
    ind = jnp.searchsorted(xp, x, side="left")
    ind = jnp.clip(ind, 1, len(xp) - 2)
    xi = xp[ind]
    s = jnp.sign(jnp.clip(x, xp[1], xp[-2]) - xi).astype(jnp.int32)
    a = (fp[ind + jnp.clip(s, 0, None)] - fp[ind + jnp.clip(s, None, 0)]) / (
        xp[ind + jnp.clip(s, 0, None)] - xp[ind + jnp.clip(s, None, 0)]
    )
    b = fp[ind] - a * xp[ind]
    return a * x + b


def interp(x, xp, fp):
    """Interpolate `fp(xp)` at the points `x` (vectorised over `x`)."""
    xp, fp = jnp.asarray(xp), jnp.asarray(fp)  # knots given as NumPy arrays become JAX arrays
    return jax.vmap(_interp_one, in_axes=(0, None, None))(jnp.atleast_1d(x), xp, fp)
