import jax
import jax.numpy as jnp


class NoisyChain:
    """A 1-D chain with a random start and noisy moves; reward for progress to the right."""

    num_actions = 2

    def sample_action(self, key):
        return jax.random.randint(key, (), 0, self.num_actions)

    def reset(self, key):
        pos = jax.random.randint(key, (), 0, 5)
        return pos.astype(jnp.float32), pos

    def step(self, key, pos, action):
        slip = jax.random.bernoulli(key, 0.2)
        move = jnp.where(slip, -1, 2 * action - 1)
        pos = jnp.clip(pos + move, 0, 9)
        reward = pos.astype(jnp.float32) / 9.0
        return pos.astype(jnp.float32), pos, reward, pos == 9
