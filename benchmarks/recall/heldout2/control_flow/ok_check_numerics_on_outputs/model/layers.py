import jax
import jax.numpy as jnp
from jax import lax

from model.numerics import check_numerics


class MLPBlock:
    def __init__(self, name):
        self.name = name

    def __call__(self, params, x):
        h = jax.nn.gelu(x @ params["w_in"])
        h = check_numerics(h, "{name} hidden", name=self.name)
        return x + h @ params["w_out"]


def stack_forward(block, stacked_params, x):
    """Runs the same block over a stack of layer parameters, rematerialising each layer."""

    def body(h, layer_params):
        return jax.checkpoint(block)(layer_params, h), None

    return lax.scan(body, x, stacked_params)[0]
