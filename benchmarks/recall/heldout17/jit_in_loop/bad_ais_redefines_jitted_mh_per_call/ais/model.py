"""A small fully connected Ising model."""
import jax.numpy as jnp


def energy(x, J, h):
    return -0.5 * x @ J @ x - h @ x


def local_field(x, J, h):
    return J @ x + h
