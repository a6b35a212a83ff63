import jax

from .sampler import sample


class ModelRunner:
    def __init__(self, seed=0, temperature=1.0):
        self.rng_key = jax.random.PRNGKey(seed)
        self.temperature = temperature

    def decode(self, step_logits):
        tokens = []
        for logits in step_logits:
            self.rng_key, step_key = jax.random.split(self.rng_key)
            tok = sample(logits, step_key, self.temperature)
            tokens.append(int(tok[0]))
        return tokens
