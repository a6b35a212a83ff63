import jax.numpy as jnp
import numpy as np


def random_disks(seed, size=16, ndisks=3):
    rng = np.random.RandomState(seed)  # error: JAX104
    centers = rng.uniform(0, size, size=(ndisks, 2))  # error: JAX204
    radii = rng.uniform(1, size / 4, size=ndisks)  # error: JAX204
    yy, xx = jnp.mgrid[:size, :size]
    img = jnp.zeros((size, size))
    for (cy, cx), r in zip(centers, radii):
        img = img + ((yy - cy) ** 2 + (xx - cx) ** 2 < r**2)
    return img
