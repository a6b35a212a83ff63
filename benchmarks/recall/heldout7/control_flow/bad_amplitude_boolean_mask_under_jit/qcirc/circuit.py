import jax.numpy as jnp


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]])


CZ = jnp.diag(jnp.array([1.0, 1.0, 1.0, -1.0]))


def two_local(n, depth, params):
    """Hardware-efficient ansatz on n qubits: RY layers with a CZ chain, dense state vector."""
    psi = jnp.zeros(2**n).at[0].set(1.0)
    for d in range(depth):
        layer = ry(params[d, 0])
        for q in range(1, n):
            layer = jnp.kron(layer, ry(params[d, q]))
        psi = layer @ psi
        for q in range(n - 1):
            op = jnp.kron(jnp.kron(jnp.eye(2**q), CZ), jnp.eye(2 ** (n - q - 2)))
            psi = op @ psi
    return psi


def amplitude(psi, bitstring):
    basis = jnp.arange(psi.shape[0])
    mask = basis == int(bitstring, 2)
    return jnp.sum(psi[mask])  # error: JAX103
