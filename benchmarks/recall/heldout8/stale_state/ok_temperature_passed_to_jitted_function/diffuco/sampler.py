import jax
import jax.numpy as jnp


@jax.jit
def _spin_probs(logits, temperature):
    return jax.nn.sigmoid(logits / temperature)


class AnnealedSampler:
    def __init__(self, temperature):
        self.temperature = temperature

    def spin_probs(self, logits):
        return _spin_probs(logits, self.temperature)

    def anneal(self, factor):
        self.temperature = self.temperature * factor


def entropy(p):
    return -jnp.sum(p * jnp.log(p) + (1 - p) * jnp.log1p(-p))
