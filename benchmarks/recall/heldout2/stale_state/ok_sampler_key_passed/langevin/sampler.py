import jax
import jax.numpy as jnp


class LangevinSampler:
    def __init__(self, score_fn, step_size, key):
        self.score_fn = score_fn
        self.step_size = step_size
        self.key = key
        self.langevin_fn = jax.jit(self._langevin_step)

    def _langevin_step(self, x, key):
        noise = jax.random.normal(key, x.shape)
        return x + self.step_size * self.score_fn(x) + jnp.sqrt(2 * self.step_size) * noise

    def random_sample(self, x, n_steps):
        samples = []
        for _ in range(n_steps):
            self.key, sub = jax.random.split(self.key)
            x = self.langevin_fn(x, sub)
            samples.append(x)
        return jnp.stack(samples)
