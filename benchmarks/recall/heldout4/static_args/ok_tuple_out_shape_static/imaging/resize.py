from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2))
def resize_image(image, shape, method):
    image = image.astype(jnp.float32) / 255.0
    return jax.image.resize(image, shape, method)
