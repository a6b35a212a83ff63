import jax
import jax.numpy as jnp


class GCBCAgent:
    """A Gaussian policy with a fixed linear mean, enough to show the sampling."""

    def __init__(self, weights):
        self.weights = weights

    def sample_actions(self, observations, seed, temperature=1.0):
        mean = jnp.tanh(observations @ self.weights)
        noise = jax.random.normal(seed, mean.shape)
        return jnp.clip(mean + temperature * noise, -1.0, 1.0)
