import jax.numpy as jnp


def onnx_relu(x):
    return jnp.maximum(x, 0)
