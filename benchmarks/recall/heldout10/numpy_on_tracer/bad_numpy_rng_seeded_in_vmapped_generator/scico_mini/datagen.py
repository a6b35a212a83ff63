import jax
import jax.numpy as jnp

from scico_mini.phantoms import random_disks


def blur(img, width=3):
    kernel = jnp.ones((width, width)) / width**2
    return jax.scipy.signal.convolve2d(img, kernel, mode="same")


def generate_blur_data(nimg, seed, size=16):
    seeds = seed + jnp.arange(nimg)

    def one(s):
        img = random_disks(s, size)
        return img, blur(img)

    return jax.vmap(one)(seeds)
