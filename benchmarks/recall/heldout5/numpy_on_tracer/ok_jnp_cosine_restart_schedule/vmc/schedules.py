import jax.numpy as jnp


def sgd_with_restarts(eta, restart=100):
    """Cosine learning rate with warm restarts, as a step -> learning-rate function."""

    def schedule(n):
        return (1 + jnp.cos(jnp.pi * (n % restart) / restart)) * eta

    return schedule
