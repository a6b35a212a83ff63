import jax

from rngctx.stochastic import make_rng


@jax.jit
def rnd():
    return (jax.random.randint(make_rng(), (5,), 0, 10),
            jax.random.randint(make_rng(), (5,), 0, 10))
