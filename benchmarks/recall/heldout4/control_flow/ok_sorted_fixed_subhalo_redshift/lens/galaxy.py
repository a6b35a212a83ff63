import jax.numpy as jnp


class Galaxy:
    def __init__(self, redshift, einstein_radius=0.0):
        self.redshift = redshift
        self.einstein_radius = einstein_radius

    def deflections(self, grid):
        r = jnp.sqrt(jnp.sum(grid**2, axis=-1, keepdims=True)) + 1e-8
        return self.einstein_radius * grid / r
