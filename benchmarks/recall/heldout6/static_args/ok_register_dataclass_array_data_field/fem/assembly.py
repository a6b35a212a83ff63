import jax
import jax.numpy as jnp


@jax.jit
def stiffness_matrix(mesh):
    n = mesh.nodes.shape[0]
    h = mesh.nodes[mesh.elements[:, 1]] - mesh.nodes[mesh.elements[:, 0]]
    local = (1.0 / h)[:, None, None] * jnp.array([[1.0, -1.0], [-1.0, 1.0]])
    rows = jnp.repeat(mesh.elements, 2, axis=1).reshape(-1, 2, 2)
    cols = jnp.tile(mesh.elements, (1, 2)).reshape(-1, 2, 2)
    return jnp.zeros((n, n)).at[rows, cols].add(local)
