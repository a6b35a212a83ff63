# Report: https://github.com/jax-ml/jax/issues/2765
# The `jnp.where` form: empty bins are zeroed instead of dropped, the shape stays static and the
# jitted gradient runs.
import jax
import jax.numpy as jnp

from neos_mini.pipeline import grad_significance, significance

if __name__ == "__main__":
    signal = jax.random.normal(jax.random.key(0), (50,)) + 1.0
    background = jax.random.normal(jax.random.key(1), (200,))
    print("significance:", float(significance(0.0, signal, background)))
    print("d significance / d shift:", float(grad_significance(0.0, signal, background)))
