import numpy as np


def sgd_with_restarts(eta, restart=100):
    """Cosine learning rate with warm restarts, as a step -> learning-rate function."""

    def schedule(n):
        return (1 + np.cos(np.pi * (n % restart) / restart)) * eta  # error: JAX104

    return schedule
