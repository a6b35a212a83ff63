import jax.numpy as jnp


def codebook_entropy(counts):
    """Entropy of the codebook usage, computed eagerly on the host after training.

    Unused codes have probability 0; 0 * log(0) is NaN and is masked out by the where.
    """
    probs = counts / jnp.sum(counts)
    terms = jnp.where(probs > 0, probs * jnp.log(probs), 0.0)
    return -jnp.sum(terms)
