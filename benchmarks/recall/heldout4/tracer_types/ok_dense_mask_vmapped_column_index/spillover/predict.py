import jax
import jax.numpy as jnp

from .neighbours import excluded_neighbours

ADJACENCY = [
    [1, 1, 0, 0],
    [1, 1, 1, 0],
    [0, 1, 1, 1],
    [0, 0, 1, 1],
]
forbidden_idx = excluded_neighbours(ADJACENCY)
# the same information as an array, which can be indexed with a traced index
SELF_EXCLUDED = jnp.array([j in forbidden_idx[j] for j in range(len(ADJACENCY))])


def _elementwise_op(x_col, b_val, alpha, t0):
    x_ret = b_val * x_col
    return x_ret.at[t0:].add(alpha * x_col[t0:])


def _elementwise_update(x_col, b_val, alpha, j, t0=1):
    return jnp.where(SELF_EXCLUDED[j], jnp.zeros_like(x_col), _elementwise_op(x_col, b_val, alpha, t0))


def predict_x(X, B_row, alpha):
    cols = jnp.arange(X.shape[1])
    contributions = jax.vmap(_elementwise_update, in_axes=(1, 0, 0, 0))(X, B_row, alpha, cols)
    return contributions.sum(axis=0)
