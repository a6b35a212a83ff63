"""Drift and diffusion of a latent Ornstein-Uhlenbeck SDE."""
import jax.numpy as jnp


def drift(s, t):
    return -1.5 * s + jnp.sin(t)


def diffusion(s, t):
    return 0.3 * jnp.ones_like(s)
