import jax

from .sampler import sample


class ModelRunner:
    def __init__(self, seed=0, temperature=1.0):
        self.rng_key = jax.random.PRNGKey(seed)
        self.temperature = temperature

    def decode(self, step_logits):
        tokens = []
        for logits in step_logits:
            tok = sample(logits, self.rng_key, self.temperature)  # error: JAX203
            tokens.append(int(tok[0]))
        return tokens
