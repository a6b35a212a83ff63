import jax
import jax.numpy as jnp

MASK_RATIO = 0.5


def loss_fn(params, inputs):
    videos = inputs["videos"]
    # MaskGIT-style: hide a random half of the tokens and reconstruct them
    mask = jax.random.bernoulli(inputs["rng"], MASK_RATIO, videos.shape)
    recon = jnp.where(mask, 0.0, videos) @ params["w"]
    return jnp.mean(jnp.where(mask, (recon - videos) ** 2, 0.0))


@jax.jit
def train_step(params, inputs):
    loss, grads = jax.value_and_grad(loss_fn)(params, inputs)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss
