# Report: https://github.com/patrick-kidger/equinox/issues/1097
# Near miss, the docs' fix: the model keeps its layers in a tuple, so the non-array part passed as a
# static argument is hashable.
import functools as ft

import equinox as eqx
import jax
import jax.numpy as jnp

from model import MLP


@ft.partial(jax.jit, static_argnums=1)  # `static` must be a PyTree of non-arrays.
@jax.grad  # differentiates with respect to `params`, as it is the first argument
def loss(params, static, x, y):
    model = eqx.combine(params, static)
    pred_y = jax.vmap(model)(x)
    return jnp.mean((y - pred_y) ** 2)


if __name__ == "__main__":
    model = MLP([2, 8, 1], key=jax.random.key(0))
    x, y = jnp.ones((5, 2)), jnp.zeros((5, 1))
    params, static = eqx.partition(model, eqx.is_array)
    grads = loss(params, static, x, y)
    print(jax.tree_util.tree_leaves(grads)[0].shape)
