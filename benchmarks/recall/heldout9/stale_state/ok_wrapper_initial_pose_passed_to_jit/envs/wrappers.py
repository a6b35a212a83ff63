import jax
import jax.numpy as jnp
import numpy as np

from envs.point import PointMass


class InitialPoseWrapper(PointMass):
    """Resets the torso to a chosen xy position instead of the origin."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.init_pos = jnp.zeros(2)

    def set_initial_state(self, init_pos):
        self.init_pos = self.init_pos.at[:].set(init_pos)

    def reset(self, rng, init_pos):
        rng, rng1, rng2 = jax.random.split(rng, 3)
        low, hi = -self._reset_noise_scale, self._reset_noise_scale
        q = self.q
        q = q.at[:2].set(init_pos)
        q += jax.random.uniform(rng1, (self.q_size,), minval=low, maxval=hi)
        qd = hi * jax.random.normal(rng2, (self.q_size,))
        return self.pipeline_init(q, qd)


class GymWrapper:
    """A gym-style facade: numpy in, numpy out, jitted reset and step."""

    def __init__(self, env, seed=0):
        self._env = env
        self._key = jax.random.key(seed)
        self._reset = jax.jit(env.reset)
        self._step = jax.jit(env.step)
        self._state = None

    def reset(self):
        self._key, key = jax.random.split(self._key)
        self._state = self._reset(key, self._env.init_pos)
        return np.asarray(self._state.obs)

    def step(self, action):
        self._state = self._step(self._state, jnp.asarray(action))
        return np.asarray(self._state.obs)
