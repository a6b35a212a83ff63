import jax.numpy as jnp


def pair_energy(positions, epsilon=1.0, sigma=1.0):
    d = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(d ** 2, axis=-1) + jnp.eye(positions.shape[0])
    inv6 = (sigma ** 2 / r2) ** 3
    return jnp.sum(jnp.triu(4 * epsilon * (inv6 ** 2 - inv6), k=1))


def total_energy(positions, k_wall=0.1):
    ret = pair_energy(positions) + k_wall * jnp.sum(positions ** 2)
    print("JUtotal: ", ret)  # error: JAX302
    return ret
