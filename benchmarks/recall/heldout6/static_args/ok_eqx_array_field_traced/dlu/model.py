import equinox as eqx
import jax
import jax.numpy as jnp


class Model(eqx.Module):
    foo: jax.Array

    def __init__(self, foo):
        self.foo = jnp.array(foo)


@eqx.filter_jit
@eqx.filter_value_and_grad
def loss_fn(model, data):
    return jnp.sum((model.foo - data.data) ** 2)
