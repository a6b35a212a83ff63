import jax
import jax.numpy as jnp

from scico_mini.phantoms import random_disks


def blur(img, width=3):
    kernel = jnp.ones((width, width)) / width**2
    return jax.scipy.signal.convolve2d(img, kernel, mode="same")


def generate_blur_data(nimg, seed, size=16):
    keys = jax.random.split(jax.random.key(seed), nimg)

    def one(k):
        img = random_disks(k, size)
        return img, blur(img)

    return jax.vmap(one)(keys)
