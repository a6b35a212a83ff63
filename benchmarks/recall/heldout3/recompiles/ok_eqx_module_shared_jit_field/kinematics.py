from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array


def planar_arm_fk(angles):
    """End-effector position of a 3-link planar arm."""
    cum = jnp.cumsum(angles, axis=-1)
    return jnp.stack([jnp.cos(cum).sum(-1), jnp.sin(cum).sum(-1)], axis=-1)


planar_arm_fk_jit = jax.jit(planar_arm_fk)


class ForwardKinematicTrajectory(eqx.Module):
    trajectory: eqx.Module
    scale_mixer: Array
    forward: Callable

    def __init__(self, fk_fn: Callable, key):
        self.trajectory = eqx.nn.Linear(1, 3, key=key)
        self.scale_mixer = jnp.ones((3,))
        self.forward = fk_fn

    def __call__(self, t):
        """Meant to be vmapped"""
        return self.forward(self.trajectory(t) * self.scale_mixer)
