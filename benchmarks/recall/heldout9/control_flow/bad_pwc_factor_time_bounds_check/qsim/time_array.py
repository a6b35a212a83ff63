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
        if t < self.times[0] or t >= self.times[-1]:  # error: JAX101
            return jnp.zeros_like(self.values[..., 0])
        else:
            # find the index k such that t is in [t_k, t_{k+1})
            idx = jnp.searchsorted(self.times, t, side="right") - 1
            return self.values[..., idx]
