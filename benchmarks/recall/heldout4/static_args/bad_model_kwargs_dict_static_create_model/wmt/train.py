import functools

import jax
import jax.numpy as jnp

from . import models


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def create_model(key, input_shape, target_shape, model_kwargs):
    module = models.EncoderDecoder(**model_kwargs)
    return module.init(key, jnp.ones(input_shape, jnp.int32), jnp.ones(target_shape, jnp.int32))


def main():
    model_kwargs = {
        "vocab_size": 128,
        "output_vocab_size": 128,
        "emb_dim": 32,
        "num_heads": 2,
        "mlp_dim": 64,
    }
    params = create_model(jax.random.key(0), (2, 16), (2, 16), model_kwargs)  # error: JAX206
    return jax.tree.map(jnp.shape, params)
