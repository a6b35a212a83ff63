# Report: https://github.com/jax-ml/jax/issues/19887
# Near miss: the model prints the value with jax.debug.print, which runs on every call of the jitted
# step with the runtime value.
import contextlib
import io

import jax
import jax.numpy as jnp
import optax

from nerf import NerfModel

model = NerfModel()
tx = optax.adam(1e-3)


def loss_fn(params, x, view_dir, target):
    density, color = model.apply(params, x, view_dir)
    return jnp.mean((density * color - target) ** 2)


@jax.jit
def train_step(params, opt_state, x, view_dir, target):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, view_dir, target)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    view_dir = jnp.ones((16, 3)) / jnp.sqrt(3.0)
    target = jnp.zeros((16, 3))
    params = model.init(jax.random.key(1), x, view_dir)
    opt_state = tx.init(params)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        jax.block_until_ready(model.apply(params, x, view_dir))
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, x, view_dir, target)
        jax.effects_barrier()
    print(out.getvalue().strip().splitlines())
