import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def create_model(key, module_cls, input_shape, model_kwargs):
    module = module_cls(**model_kwargs)
    return module.init(key, jnp.ones(input_shape, jnp.int32))
