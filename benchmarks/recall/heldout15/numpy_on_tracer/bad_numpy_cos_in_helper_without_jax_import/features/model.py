import jax
import jax.numpy as jnp

from .encoding import phase_encode


@jax.jit
def predict(weights, t):
    return jnp.dot(phase_encode(t), weights)
