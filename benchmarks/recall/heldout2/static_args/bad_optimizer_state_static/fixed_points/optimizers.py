from collections import namedtuple

import jax
import jax.numpy as jnp

OptimizerState = namedtuple("OptimizerState", ["packed_state", "tree_def"])

jax.tree_util.register_pytree_node(
    OptimizerState,
    lambda s: ((s.packed_state,), s.tree_def),
    lambda tree_def, children: OptimizerState(children[0], tree_def),
)


def adam(step_size, b1=0.9, b2=0.999, eps=1e-8):
    def init_fun(params):
        leaves, tree_def = jax.tree.flatten(params)
        return OptimizerState([(x, jnp.zeros_like(x), jnp.zeros_like(x)) for x in leaves], tree_def)

    def update_fun(i, grads, state):
        new = []
        for (x, m, v), g in zip(state.packed_state, jax.tree.leaves(grads)):
            m = b1 * m + (1 - b1) * g
            v = b2 * v + (1 - b2) * g ** 2
            m_hat, v_hat = m / (1 - b1 ** (i + 1)), v / (1 - b2 ** (i + 1))
            new.append((x - step_size * m_hat / (jnp.sqrt(v_hat) + eps), m, v))
        return OptimizerState(new, state.tree_def)

    def get_params(state):
        return jax.tree.unflatten(state.tree_def, [x for x, _, _ in state.packed_state])

    return init_fun, update_fun, get_params
