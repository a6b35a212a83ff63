"""An MJX-backed HalfCheetah environment in the Gymnasium API."""
import jax
import jax.numpy as jnp
import numpy as np

from envs.mjx_lite import put_model
from envs.spaces import Box


class HalfCheetahMJXEnv:
    def __init__(self, model, reset_noise_scale=0.1):
        self.model = model
        self.mjx_model = put_model(model)
        self.reset_noise_scale = reset_noise_scale
        ctrlrange = self.model.actuator_ctrlrange
        self.action_space = Box(low=ctrlrange[:, 0], high=ctrlrange[:, 1], dtype=np.float32)

    def reset(self, key):
        noise = jax.random.uniform(
            key, self.mjx_model.qpos0.shape,
            minval=-self.reset_noise_scale, maxval=self.reset_noise_scale,
        )
        return self.mjx_model.qpos0 + noise

    def clip_action(self, action):
        return jnp.clip(action, self.action_space.low, self.action_space.high)
