import jax
import jax.numpy as jnp

from .integrators import rollout


@jax.jit
def trajectory_loss(params, x0, target, num_steps):
    traj = rollout(params, x0, num_steps)
    return jnp.mean((traj[-1] - target) ** 2)
