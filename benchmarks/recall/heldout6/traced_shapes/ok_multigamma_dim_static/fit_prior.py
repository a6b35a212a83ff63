# Report: https://github.com/jax-ml/jax/issues/5073
# As the issue shows: the multivariate gamma function builds jnp.arange(d) from its dimension, so
# jitting a function that takes the dimension as an ordinary argument fails with a
# ConcretizationTypeError in jnp.arange (the dimension must be static).
import jax
import jax.numpy as jnp

from wishart_prior.wishart import log_density, log_normalizer

normalizer = jax.jit(log_normalizer, static_argnames="dim")

if __name__ == "__main__":
    for df in (4.0, 6.0, 8.0):
        print("df", df, "log normalizer (dim 3):", float(normalizer(df, dim=3)))
    print("log density of I:", float(jax.jit(log_density)(jnp.eye(3), 5.0)))
