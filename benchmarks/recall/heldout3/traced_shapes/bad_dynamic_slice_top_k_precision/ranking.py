import jax.numpy as jnp
from jax import lax


def precision_at_k(scores, labels, k):
    order = jnp.argsort(-scores)
    top = lax.dynamic_slice(order, (0,), (k,))  # error: JAX106
    return jnp.mean(labels[top])
