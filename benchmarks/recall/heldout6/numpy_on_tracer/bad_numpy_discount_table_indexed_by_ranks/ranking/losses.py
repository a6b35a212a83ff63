import jax.numpy as jnp

from .metrics import dcg, soft_ranks


def listwise_loss(w, features, relevance):
    scores = features @ w
    ideal = dcg(relevance, relevance)
    smooth = jnp.sum(relevance * soft_ranks(scores)) / relevance.shape[0]
    return smooth - dcg(scores, relevance) / ideal
