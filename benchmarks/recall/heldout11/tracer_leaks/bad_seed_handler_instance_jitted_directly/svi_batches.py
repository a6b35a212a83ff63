# Report: https://github.com/pyro-ppl/numpyro/issues/1753
# "seed(model) is an instance of a `seed` class which has mutable state": jitting the seeded guide
# directly makes the handler store a traced key on itself during the first trace; the next trace (a
# batch of another size) splits that leaked tracer and fails with UnexpectedTracerError.
import jax
import jax.numpy as jnp

from minipyro.handlers import seed
from minipyro.models import guide

if __name__ == "__main__":
    seeded_guide = seed(guide, rng_seed=0)
    loss = jax.jit(seeded_guide)
    print("batch of 4:", float(loss(jnp.ones(4))))
    print("batch of 3:", float(loss(jnp.ones(3))))
