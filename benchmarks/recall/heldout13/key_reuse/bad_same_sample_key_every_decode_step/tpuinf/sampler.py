import jax
import jax.numpy as jnp


@jax.jit
def sample(logits, key, temperature):
    """Temperature sampling of one token per row."""
    scaled = logits / jnp.maximum(temperature, 1e-6)
    return jax.random.categorical(key, scaled, axis=-1)
