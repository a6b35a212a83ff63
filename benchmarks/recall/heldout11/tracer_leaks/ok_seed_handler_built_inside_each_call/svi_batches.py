# Report: https://github.com/pyro-ppl/numpyro/issues/1753
# Twin, the maintainers' fix: close the seeding into a function, so every call (every trace) builds
# its own handler from the key it is given, and no traced key outlives the trace.
import jax
import jax.numpy as jnp

from minipyro.handlers import seed
from minipyro.models import guide


def seeded_guide(rng_key, loc):
    return seed(guide, rng_seed=rng_key)(loc)


if __name__ == "__main__":
    loss = jax.jit(seeded_guide)
    k1, k2 = jax.random.split(jax.random.key(0))
    print("batch of 4:", float(loss(k1, jnp.ones(4))))
    print("batch of 3:", float(loss(k2, jnp.ones(3))))
