import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array, Float


class Simple(eqx.Module):
    layer: eqx.nn.Linear

    def __init__(self, key):
        self.layer = eqx.nn.Linear(10, 1, key=key)

    def __call__(self, x: Float[Array, "10"]) -> Float[Array, "1"]:
        return self.layer(x)


def loss_fn(model, x, y):
    y_pred = jax.vmap(model)(x)
    return jnp.mean((y - y_pred) ** 2)
