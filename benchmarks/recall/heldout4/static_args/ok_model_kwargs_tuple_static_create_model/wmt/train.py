import functools

import jax
import jax.numpy as jnp

from . import models


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def create_model(key, input_shape, target_shape, model_kwargs):
    module = models.EncoderDecoder(**dict(model_kwargs))
    return module.init(key, jnp.ones(input_shape, jnp.int32), jnp.ones(target_shape, jnp.int32))


def main():
    model_kwargs = {
        "vocab_size": 128,
        "output_vocab_size": 128,
        "emb_dim": 32,
        "num_heads": 2,
        "mlp_dim": 64,
    }
    # a hashable tuple of items, turned back into keyword arguments inside
    params = create_model(jax.random.key(0), (2, 16), (2, 16), tuple(sorted(model_kwargs.items())))
    return jax.tree.map(jnp.shape, params)
