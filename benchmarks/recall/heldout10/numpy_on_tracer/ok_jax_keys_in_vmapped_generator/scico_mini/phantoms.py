import jax
import jax.numpy as jnp


def random_disks(key, size=16, ndisks=3):
    kc, kr = jax.random.split(key)
    centers = jax.random.uniform(kc, (ndisks, 2), minval=0, maxval=size)
    radii = jax.random.uniform(kr, (ndisks,), minval=1, maxval=size / 4)
    yy, xx = jnp.mgrid[:size, :size]
    img = jnp.zeros((size, size))
    for d in range(ndisks):
        cy, cx = centers[d]
        img = img + ((yy - cy) ** 2 + (xx - cx) ** 2 < radii[d] ** 2)
    return img
