import equinox as eqx
import jax
import jax.numpy as jnp
import optax

WARMUP_STEPS = 20


def loss_fn(model, x, y):
    return jnp.mean((jax.vmap(model)(x) - y) ** 2)


@eqx.filter_jit
def make_step(model, opt_state, x, y, step, optim):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    warmup = jnp.minimum(1.0, (step + 1) / WARMUP_STEPS)
    grads = jax.tree.map(lambda g: warmup * g, grads)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
