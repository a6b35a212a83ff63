# Report: https://github.com/pyro-ppl/numpyro/issues/771
# With argument validation on, this twin's distribution masks out-of-support values with jnp.where
# (log density -inf) instead of a Python `if`, so the jitted gradient step traces with the counts traced.
import jax
import jax.numpy as jnp

from mini_ppl import Poisson


def log_joint(log_rate, counts):
    return jnp.sum(Poisson(jnp.exp(log_rate)).log_prob(counts))


@jax.jit
def ascent_step(log_rate, counts):
    lp, grad = jax.value_and_grad(log_joint)(log_rate, counts)
    return log_rate + 0.01 * grad, lp


if __name__ == "__main__":
    counts = jnp.array([3.0, 5.0, 2.0, 4.0, 6.0])
    log_rate = jnp.float32(0.0)
    for it in range(200):
        log_rate, lp = ascent_step(log_rate, counts)
    print("rate:", float(jnp.exp(log_rate)), "log joint:", float(lp))
