from functools import partial

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class GuidanceParams:
    smoothing_window: int
    smoothing_weight: float
    step_size: float


def _smooth(traj, params):
    kernel = jnp.ones((params.smoothing_window,)) / params.smoothing_window  # error: JAX106
    return jnp.convolve(traj, kernel, mode="same")


def _optimize_one(traj, params):
    for _ in range(3):
        grad = params.smoothing_weight * (traj - _smooth(traj, params))
        traj = traj - params.step_size * grad
    return traj


@jax.jit
def _optimize_vmapped(trajs, params):
    return jax.vmap(partial(_optimize_one, params=params))(trajs)


def optimize(trajs, params):
    return _optimize_vmapped(trajs, params)
