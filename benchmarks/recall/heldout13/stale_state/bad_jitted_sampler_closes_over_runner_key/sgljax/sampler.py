import jax
import jax.numpy as jnp


def sample(logits, key, temperature):
    """Gumbel-max temperature sampling of one token per row."""
    gumbel = jax.random.gumbel(key, logits.shape)
    return jnp.argmax(logits / temperature + gumbel, axis=-1)
