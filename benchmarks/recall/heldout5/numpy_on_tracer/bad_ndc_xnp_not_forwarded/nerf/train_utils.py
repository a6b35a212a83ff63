import jax
import jax.numpy as jnp

from . import camera_utils


def render_depth(params, origins, directions):
    # stand-in for the NeRF MLP: a learned plane along the ray
    t = jnp.maximum(params["offset"] - origins[..., 2], 0.0) / (jnp.abs(directions[..., 2]) + 1e-6)
    return t


def create_train_step(config):
    def train_step(params, batch):
        if config.cast_rays_in_train_step:
            origins, directions = camera_utils.cast_ray_batch(
                batch["pix_x"], batch["pix_y"], batch["pixtocam"], batch["camtoworld"],
                use_ndc=config.forward_facing, xnp=jnp,
            )
        else:
            origins, directions = batch["origins"], batch["directions"]

        def loss_fn(p):
            return jnp.mean((render_depth(p, origins, directions) - batch["depth"]) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        params = jax.tree.map(lambda p, g: p - config.lr * g, params, grads)
        return params, loss

    return jax.jit(train_step)
