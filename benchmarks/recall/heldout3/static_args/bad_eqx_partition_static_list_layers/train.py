# Report: https://github.com/patrick-kidger/equinox/issues/1097
# The "All of Equinox" filtering example (Option 1): the model is partitioned into its arrays and the
# rest, and the non-array part goes through `jax.jit(..., static_argnums=1)`. The model keeps its
# layers in a list, so the static part is unhashable: `TypeError: unhashable type: 'list'` (now
# "Non-hashable static arguments are not supported"). The docs were changed to use a tuple.
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
    grads = loss(params, static, x, y)  # error: JAX206
    print(jax.tree_util.tree_leaves(grads)[0].shape)
