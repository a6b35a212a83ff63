from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=0)
def train_step(model, params, batch, lr=1e-2):
    def loss_fn(params):
        rgb = model.apply(params, batch["points"], batch["warp_ids"])
        return jnp.mean((rgb - batch["rgb"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss
