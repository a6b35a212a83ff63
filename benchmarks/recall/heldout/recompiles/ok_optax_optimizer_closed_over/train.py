# Report: https://github.com/google-deepmind/optax/issues/353
# The fix: one optimizer built once, closed over by the jitted step instead of passed as static.
import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p["foo"] ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def train():
    params = {"foo": jnp.zeros((100, 100))}
    opt_state = optimizer.init(params)
    for _ in range(10):
        params, opt_state = train_step(params, opt_state)
    return params


if __name__ == "__main__":
    train()
    train()
    train()
