import jax
import jax.numpy as jnp

from .kernels import kernel_scalar


def kernel(xs):
    return jax.vmap(kernel_scalar)(xs)


def mean_shift_step(points, data):
    def shift_one(p):
        w = kernel(data - p)
        return jnp.sum(w * data) / jnp.maximum(jnp.sum(w), 1e-12)

    return jax.vmap(shift_one)(points)
