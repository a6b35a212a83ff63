# Report: https://github.com/google/flax/issues/3630
# A linen block whose __call__ takes a boolean `deterministic` flag, wrapped in nn.remat (flax.linen.checkpoint)
# without static_argnums: the lifted checkpoint traces every argument, so the flag arrives as a tracer
# and the Python branch on it raises TracerBoolConversionError while the train step is traced.
import jax
import jax.numpy as jnp
import optax

from transformer.model import Encoder


def loss_fn(params, model, x, y, dropout_key):
    pred = model.apply({"params": params}, x, deterministic=False, rngs={"dropout": dropout_key})
    return jnp.mean((pred - y) ** 2)


def make_train_step(model, tx):
    @jax.jit
    def train_step(params, opt_state, x, y, dropout_key):
        loss, grads = jax.value_and_grad(loss_fn)(params, model, x, y, dropout_key)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


if __name__ == "__main__":
    model = Encoder()
    key = jax.random.key(0)
    x = jnp.ones((4, 6, 8))
    y = jnp.zeros((4, 8))
    params = model.init(key, x)["params"]
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    for step in range(3):
        key, dropout_key = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, x, y, dropout_key)
        print(step, float(loss))
