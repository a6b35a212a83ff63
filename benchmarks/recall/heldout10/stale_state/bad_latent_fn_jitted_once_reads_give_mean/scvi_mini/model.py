import jax

from scvi_mini.module import Encoder


class JaxSCVI:
    def __init__(self, n_genes, seed=0):
        self.module = Encoder()
        self.params = self.module.init(jax.random.key(seed), jax.numpy.zeros((1, n_genes)))
        self.give_mean = True
        self._latent_fn = jax.jit(self._get_val)

    def _get_val(self, x, key):
        mean, scale = self.module.apply(self.params, x)
        if self.give_mean:  # error: JAX201
            return mean
        return mean + scale * jax.random.normal(key, mean.shape)

    def get_latent_representation(self, x, give_mean=True, seed=0):
        self.give_mean = give_mean
        return self._latent_fn(x, jax.random.key(seed))
