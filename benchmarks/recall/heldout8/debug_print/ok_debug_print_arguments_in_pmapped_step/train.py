# Report: https://github.com/JokerYan/NeRF-DS/issues/3
# To inspect values inside the pmapped `ptrain_step`, this twin logs the metrics with
# `jax.debug.print` and passes them as arguments of the format string, so every step prints numbers.
import functools

import jax
import jax.numpy as jnp

from nerfds.metrics import log_metrics


def render(params, rays):
    return jnp.tanh(rays @ params["w"])


@functools.partial(jax.pmap, axis_name="batch")
def ptrain_step(params, rays, rgb):
    def loss_fn(p):
        return jnp.mean((render(p, rays) - rgb) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.lax.pmean(grads, axis_name="batch")
    log_metrics(loss, loss)
    params = jax.tree.map(lambda p, g: p - 0.5 * g, params, grads)
    return params, loss


if __name__ == "__main__":
    n_dev = jax.local_device_count()
    rays = jax.random.normal(jax.random.key(0), (n_dev, 32, 6))
    rgb = jnp.full((n_dev, 32, 3), 0.25)
    params = {"w": jnp.zeros((n_dev, 6, 3))}
    for step in range(3):
        params, loss = ptrain_step(params, rays, rgb)
        print("step", step, float(loss[0]))
