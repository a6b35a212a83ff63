import jax

from rngctx.stochastic import make_rng, stochastic


@jax.jit
def rnd(rng):
    with stochastic(rng):
        return (jax.random.randint(make_rng(), (5,), 0, 10),
                jax.random.randint(make_rng(), (5,), 0, 10))
