import jax

from scvi_mini.module import Encoder


class JaxSCVI:
    def __init__(self, n_genes, seed=0):
        self.module = Encoder()
        self.params = self.module.init(jax.random.key(seed), jax.numpy.zeros((1, n_genes)))
        self._latent_fn = jax.jit(self._get_val, static_argnames=("give_mean",))

    def _get_val(self, x, key, give_mean):
        mean, scale = self.module.apply(self.params, x)
        if give_mean:
            return mean
        return mean + scale * jax.random.normal(key, mean.shape)

    def get_latent_representation(self, x, give_mean=True, seed=0):
        return self._latent_fn(x, jax.random.key(seed), give_mean=give_mean)
