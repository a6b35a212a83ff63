from functools import partial

import jax
import jax.numpy as jnp


class AnnealedSampler:
    def __init__(self, temperature):
        self.temperature = temperature

    @partial(jax.jit, static_argnums=0)
    def spin_probs(self, logits):
        return jax.nn.sigmoid(logits / self.temperature)  # error: JAX201

    def anneal(self, factor):
        self.temperature = self.temperature * factor


def entropy(p):
    return -jnp.sum(p * jnp.log(p) + (1 - p) * jnp.log1p(-p))
