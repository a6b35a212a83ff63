# Report: https://github.com/mlysy/pfjax/issues/3
# Twin: the report's fix, the direction of the adaptation taken with jnp.sign, no Python boolean.
import jax
import jax.numpy as jnp
from jax import lax


def mwg_adapt(rw_sd, accept_rate, targ_acc=0.44, delta=0.01):
    """Grow a jump size whose acceptance rate is above target, shrink it otherwise."""
    low_acc = jnp.sign(targ_acc - accept_rate)
    return jnp.exp(jnp.log(rw_sd) - delta * low_acc)


def logpost(theta):
    return -0.5 * jnp.sum((theta - jnp.array([1.0, -2.0])) ** 2 / jnp.array([1.0, 4.0]))


def mwg_step(carry, key):
    theta, rw_sd, n_accept, it = carry
    keys = jax.random.split(key, 2 * theta.shape[0])
    accepted = []
    for i in range(theta.shape[0]):
        prop = theta.at[i].add(rw_sd[i] * jax.random.normal(keys[2 * i]))
        accept = jnp.log(jax.random.uniform(keys[2 * i + 1])) < logpost(prop) - logpost(theta)
        theta = jnp.where(accept, prop, theta)
        accepted.append(accept)
    n_accept = n_accept + jnp.stack(accepted)
    it = it + 1
    rw_sd = jax.vmap(mwg_adapt, in_axes=(0, 0))(rw_sd, n_accept / it)
    return (theta, rw_sd, n_accept, it), theta


@jax.jit
def mwg_sample(key, theta0, rw_sd0):
    init = (theta0, rw_sd0, jnp.zeros(theta0.shape[0]), 0)
    (_, rw_sd, _, _), draws = lax.scan(mwg_step, init, jax.random.split(key, 50))
    return draws, rw_sd


if __name__ == "__main__":
    draws, rw_sd = mwg_sample(jax.random.key(0), jnp.zeros(2), jnp.ones(2))
    print(draws.mean(0), rw_sd)
