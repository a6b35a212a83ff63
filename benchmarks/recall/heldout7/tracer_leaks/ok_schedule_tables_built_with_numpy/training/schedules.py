import jax.numpy as jnp
import numpy as np


def piecewise_interpolate_schedule(init_value, boundaries_and_scales):
    """Linear interpolation between the scaled values at the given step boundaries."""
    boundaries = [0] + sorted(boundaries_and_scales)
    lrs = [init_value]
    for b in sorted(boundaries_and_scales):
        lrs.append(lrs[-1] * boundaries_and_scales[b])
    bounds, values = np.array(boundaries), np.array(lrs)

    def schedule(count):
        return jnp.interp(count, bounds, values)

    return schedule
