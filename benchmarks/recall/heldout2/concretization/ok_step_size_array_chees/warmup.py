# Report: https://github.com/blackjax-devs/blackjax/issues/1029
# Twin: the report's fix, `_apply_length_floor` gets the step size as an array (no float()), so the
# jitted warmup runs.
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
