# Report: https://github.com/unifyai/ivy/pull/16255
# Twin: the report's fix, the submodule converts its input with `jnp.asarray`, which takes tracers.
import jax
import jax.numpy as jnp
import optax

from layers import MLP

model = MLP(out_size=2)
tx = optax.adam(1e-2)


def loss_fn(params, x, y):
    return jnp.mean((model.apply(params, x) - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    x, y = jnp.array([0.1, 0.2]), jnp.array([0.5, -0.5])
    params = model.init(jax.random.key(0), x)
    print(model.apply(params, x))  # eager: fine
    opt_state = tx.init(params)
    for _ in range(3):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(loss)
