import equinox as eqx
import jax.numpy as jnp
from jax import Array


class PWCFactor(eqx.Module):
    """A piecewise-constant coefficient: values[k] on [times[k], times[k + 1])."""

    times: Array
    values: Array

    def conj(self):
        return PWCFactor(self.times, self.values.conj())

    def __call__(self, t):
        # find the index k such that t is in [t_k, t_{k+1}), clipped into range
        idx = jnp.clip(jnp.searchsorted(self.times, t, side="right") - 1, 0, self.values.shape[-1] - 1)
        outside = (t < self.times[0]) | (t >= self.times[-1])
        return jnp.where(outside, jnp.zeros_like(self.values[..., 0]), self.values[..., idx])
