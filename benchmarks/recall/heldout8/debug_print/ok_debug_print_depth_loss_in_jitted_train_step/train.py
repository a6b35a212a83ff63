# Report: https://github.com/Wanggcong/SparseNeRF/issues/16
# A depth-ranking loss reports its value while training; this twin uses `jax.debug.print` with the
# value as an argument, so every step of the jitted train step prints the number.
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from nerf.losses import depth_ranking_loss
from nerf.model import TinyField


@jax.jit
def train_step(state, rays, rgb, prior_depth):
    def loss_fn(params):
        pred_rgb, pred_depth = state.apply_fn({"params": params}, rays)
        rgb_loss = jnp.mean((pred_rgb - rgb) ** 2)
        return rgb_loss + 0.1 * depth_ranking_loss(pred_depth, prior_depth)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


if __name__ == "__main__":
    init_key, ray_key = jax.random.split(jax.random.key(0))
    rays = jax.random.normal(ray_key, (64, 6))
    rgb = jnp.full((64, 3), 0.5)
    prior_depth = jnp.linspace(1.0, 2.0, 64)
    model = TinyField()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(init_key, rays)["params"], tx=optax.adam(1e-3)
    )
    for step in range(3):
        state, loss = train_step(state, rays, rgb, prior_depth)
        print("step", step, "loss", float(loss))
