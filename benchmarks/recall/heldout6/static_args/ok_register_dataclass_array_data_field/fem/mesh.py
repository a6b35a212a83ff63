from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class Mesh:
    """1D finite-element mesh: node coordinates and element connectivity (node index pairs)."""

    nodes: jax.Array
    elements: jax.Array


jax.tree_util.register_dataclass(Mesh, data_fields=["nodes", "elements"], meta_fields=[])


def uniform_mesh(n_elements, length=1.0, shift=0.0):
    nodes = jnp.linspace(0.0, length, n_elements + 1) + shift
    elements = jnp.stack([jnp.arange(n_elements), jnp.arange(1, n_elements + 1)], axis=1)
    return Mesh(nodes, elements)
