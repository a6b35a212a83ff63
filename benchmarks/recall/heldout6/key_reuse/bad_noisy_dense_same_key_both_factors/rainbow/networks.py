import jax
import jax.numpy as jnp
from flax import linen as nn


def _f(x):
    return jnp.sign(x) * jnp.sqrt(jnp.abs(x))


class NoisyDense(nn.Module):
    """Factorised-Gaussian noisy linear layer (Fortunato et al.)."""

    features: int
    rng_key: jax.Array
    eval_mode: bool = False

    def noise_factors(self, in_features):
        p = jax.random.normal(self.rng_key, (in_features, 1))
        q = jax.random.normal(self.rng_key, (1, self.features))  # error: JAX203
        return p, q

    @nn.compact
    def __call__(self, x):
        in_features = x.shape[-1]
        mu_w = self.param("mu_w", nn.initializers.lecun_uniform(), (in_features, self.features))
        sigma_w = self.param("sigma_w", nn.initializers.constant(0.5 / in_features**0.5), (in_features, self.features))
        mu_b = self.param("mu_b", nn.initializers.zeros, (self.features,))
        if self.eval_mode:
            return x @ mu_w + mu_b
        p, q = self.noise_factors(in_features)
        eps_w = _f(p) * _f(q)
        return x @ (mu_w + sigma_w * eps_w) + mu_b


class NoisyQNetwork(nn.Module):
    num_actions: int
    rng_key: jax.Array

    @nn.compact
    def __call__(self, obs):
        k1, k2 = jax.random.split(self.rng_key)
        h = nn.relu(NoisyDense(32, k1)(obs))
        return NoisyDense(self.num_actions, k2)(h)
