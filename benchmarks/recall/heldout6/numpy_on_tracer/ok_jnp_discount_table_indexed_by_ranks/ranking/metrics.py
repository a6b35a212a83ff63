import jax.numpy as jnp
import numpy as np


def position_discounts(ranks):
    """DCG discount 1/log2(rank + 2) of each item, given its 0-based rank."""
    table = 1.0 / jnp.log2(jnp.arange(ranks.shape[0]) + 2.0)
    return table[ranks]


def soft_ranks(scores, temperature=0.1):
    diff = (scores[None, :] - scores[:, None]) / temperature
    return jnp.sum(1.0 / (1.0 + jnp.exp(-diff)), axis=1) - 0.5


def dcg(scores, relevance):
    ranks = jnp.argsort(jnp.argsort(-scores))
    return jnp.sum((2.0**relevance - 1.0) * position_discounts(ranks))
