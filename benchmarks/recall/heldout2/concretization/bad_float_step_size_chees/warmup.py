# Report: https://github.com/blackjax-devs/blackjax/issues/1029
# As in the report, the ChEES adaptation's `run` hands `float(step_size_ma)` to `_apply_length_floor`,
# where `step_size_ma = jnp.exp(...)` of the adaptation state is a tracer as soon as the user jits the
# warmup: ConcretizationTypeError. Here `chees_adaptation` (adaptation/chees.py) returns the `run`
# closure in a NamedTuple, as blackjax does, and the script jits `warmup.run`.
import jax
import jax.numpy as jnp

from adaptation import chees_adaptation


def logdensity(x):
    return -0.5 * jnp.sum(x ** 2 / jnp.array([1.0, 4.0, 0.25]))


warmup = chees_adaptation(logdensity, num_chains=8)
run_warmup = jax.jit(warmup.run, static_argnames="num_steps")


if __name__ == "__main__":
    positions = jnp.zeros((8, 3))
    print(warmup.run(jax.random.key(0), positions, 0.1)[1])  # eager: fine
    print(run_warmup(jax.random.key(0), positions, 0.1, num_steps=50)[1])
