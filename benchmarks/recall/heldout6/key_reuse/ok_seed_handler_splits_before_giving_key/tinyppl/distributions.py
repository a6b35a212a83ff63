import jax
import jax.numpy as jnp


class Normal:
    def __init__(self, loc, scale):
        self.loc, self.scale = loc, scale

    def sample(self, key):
        return self.loc + self.scale * jax.random.normal(key)


class StudentT:
    def __init__(self, df, loc=0.0, scale=1.0):
        self.df, self.loc, self.scale = df, loc, scale

    def sample(self, key):
        key_normal, key_chi2 = jax.random.split(key)
        z = jax.random.normal(key_normal)
        chi2 = 2.0 * jax.random.gamma(key_chi2, 0.5 * self.df)
        return self.loc + self.scale * z / jnp.sqrt(chi2 / self.df)
