# Report: https://github.com/jax-ml/jax/issues/24204
# As the issue reports: a dataclass registered with an array among its meta_fields jits fine once,
# then a second, equal-shaped instance fails with a ValueError while JAX compares the static
# metadata of the cached call (an array's == is elementwise and cannot be used as a cache key).
import jax.numpy as jnp

from fem.assembly import stiffness_matrix
from fem.mesh import uniform_mesh

if __name__ == "__main__":
    for shift in (0.0, 1.0):
        K = stiffness_matrix(uniform_mesh(4, shift=shift))
        print("shift", shift, "stiffness trace:", float(jnp.trace(K)))
