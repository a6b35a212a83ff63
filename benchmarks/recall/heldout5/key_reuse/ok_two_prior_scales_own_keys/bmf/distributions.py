import jax
import jax.numpy as jnp


class HalfNormal:
    def __init__(self, scale):
        self.scale = scale

    def sample(self, seed, sample_shape=()):
        return self.scale * jnp.abs(jax.random.normal(seed, sample_shape))


class Normal:
    def __init__(self, loc, scale):
        self.loc, self.scale = loc, scale

    def sample(self, seed, sample_shape=()):
        return self.loc + self.scale * jax.random.normal(seed, sample_shape)
