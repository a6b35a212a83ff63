import jax.numpy as jnp
import numpy as np


def accuracy(logits, labels):
    clipped = np.clip(logits, -10.0, 10.0)  # error: JAX104
    return jnp.mean(jnp.argmax(clipped, axis=-1) == labels)
