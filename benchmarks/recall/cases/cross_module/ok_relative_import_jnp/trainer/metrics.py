import jax.numpy as jnp


def accuracy(logits, labels):
    clipped = jnp.clip(logits, -10.0, 10.0)
    return jnp.mean(jnp.argmax(clipped, axis=-1) == labels)
