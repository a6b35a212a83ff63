import jax
import jax.numpy as jnp
from jax import random

CDF_BINS = 20


def _biject_alpha(idx, val):
    alpha, i, key = val
    key, consume = random.split(key)
    samples = random.uniform(consume, (CDF_BINS - 1,), maxval=1.0)
    samples = jnp.hstack((jnp.array([0.0]), samples))
    cdf = jnp.cumsum(samples)
    cdf = cdf / cdf[-1]

    # the points that fall in interval idx
    mask = (i - 1) == idx
    bins = jnp.clip((alpha // (1 / CDF_BINS)).astype(int), 0, CDF_BINS - 1)
    alpha = jnp.where(mask, cdf[bins], alpha)
    return alpha, i, key


def cos_interpolate_randomized(x, xp, fp, key):
    i = jnp.clip(jnp.searchsorted(xp, x, side="right"), 1, len(xp) - 1)
    dx = xp[i] - xp[i - 1]
    alpha = (x - xp[i - 1]) / dx
    alpha, _, _ = jax.lax.fori_loop(0, len(xp) - 1, _biject_alpha, (alpha, i, key))
    weight = (1.0 - jnp.cos(alpha * jnp.pi)) / 2.0
    return fp[i - 1] * (1.0 - weight) + fp[i] * weight
