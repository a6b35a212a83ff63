# Report: https://github.com/jax-ml/jax/issues/2765
# A differentiable analysis keeps only the populated bins with `thing = thing[thing > 0]`; the part of
# the workflow that is jitted (and differentiated) fails with NonConcreteBooleanIndexError: the
# number of elements kept depends on the values. The maintainers suggest a `jnp.where` form.
import jax
import jax.numpy as jnp

from neos_mini.pipeline import grad_significance, significance

if __name__ == "__main__":
    signal = jax.random.normal(jax.random.key(0), (50,)) + 1.0
    background = jax.random.normal(jax.random.key(1), (200,))
    print("significance:", float(significance(0.0, signal, background)))
    print("d significance / d shift:", float(grad_significance(0.0, signal, background)))
