from functools import partial

import jax
import jax.numpy as jnp
import optax


def loss(p):
    return jnp.square(p - 1.0)


@partial(jax.jit, static_argnums=0)
def inference(gt, p0):
    print("tracing inference")

    def do_one(state, _):
        p, opt_state = state
        grad = jax.grad(loss)(p)
        updates, opt_state = gt.update(grad, opt_state, p)
        p = optax.apply_updates(p, updates)
        return (p, opt_state), p

    _, trajectory = jax.lax.scan(do_one, (p0, gt.init(p0)), None, length=100)
    return trajectory
