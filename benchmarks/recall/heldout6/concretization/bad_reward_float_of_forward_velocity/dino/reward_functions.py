import jax.numpy as jnp


def forward_velocity_reward(qvel, target_speed=1.5):
    """Reward forward speed, saturating at the target speed."""
    vx = float(qvel[0])  # error: JAX105
    return jnp.minimum(vx, target_speed) / target_speed


def healthy_reward(qpos, min_height=0.3):
    return jnp.where(qpos[1] > min_height, 1.0, 0.0)


def control_cost(action, weight=0.01):
    return weight * jnp.sum(action**2)
