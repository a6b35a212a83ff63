# Report: https://github.com/marin-community/haliax/issues/57
# A transformer stack scans over its stacked blocks, feeding each block its layer index; the block
# used to test `if jnp.equal(layer_idx, 4):`; this twin selects with jnp.where on the traced index,
# so the scanned block traces and the perturbation still applies to the fifth layer only.
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from gpt import Stack

optim = optax.adam(1e-3)


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


if __name__ == "__main__":
    model_key, data_key = jax.random.split(jax.random.key(0))
    model = Stack(6, 8, model_key)
    x = jax.random.normal(data_key, (16, 8))
    y = jnp.zeros((16, 8))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(3):
        model, opt_state, loss = train_step(model, opt_state, x, y)
        print(step, float(loss))
