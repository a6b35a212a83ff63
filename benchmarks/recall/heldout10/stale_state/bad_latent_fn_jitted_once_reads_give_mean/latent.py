# Report: https://github.com/scverse/scvi-tools/pull/1385
# Review of the JAX scVI port: the jitted latent function reads `give_mean` from outside its
# arguments, and "if give_mean is ever changed and _get_val is called with the same array_dict it
# will return a cached value instead of modifying the output". Here the jitted function is built once
# and reads `self.give_mean`: asking for samples after the means still returns the means.
import jax
import jax.numpy as jnp

from scvi_mini import JaxSCVI

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(3), (5, 10))
    model = JaxSCVI(n_genes=10)
    means = model.get_latent_representation(x, give_mean=True)
    samples = model.get_latent_representation(x, give_mean=False, seed=1)
    print("samples equal the means (stale give_mean):", bool(jnp.all(means == samples)))
