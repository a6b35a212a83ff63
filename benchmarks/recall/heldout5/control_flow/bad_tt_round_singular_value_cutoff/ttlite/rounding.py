"""TT-rounding: orthogonalise right-to-left, then truncate left-to-right by an SVD cutoff."""
import jax.numpy as jnp


def _truncation_rank(s, delta):
    rank = 0
    for x in s:
        if x < delta:  # error: JAX101
            break
        rank += 1
    return max(rank, 1)


def tt_round_model(cores, delta):
    cores = list(cores)
    for k in range(len(cores) - 1, 0, -1):
        r0, n, r1 = cores[k].shape
        q, r = jnp.linalg.qr(cores[k].reshape(r0, n * r1).T)
        cores[k] = q.T.reshape(-1, n, r1)
        cores[k - 1] = jnp.tensordot(cores[k - 1], r.T, axes=([-1], [0]))
    for k in range(len(cores) - 1):
        r0, n, r1 = cores[k].shape
        u, s, vt = jnp.linalg.svd(cores[k].reshape(r0 * n, r1), full_matrices=False)
        rank = _truncation_rank(s, delta)
        cores[k] = u[:, :rank].reshape(r0, n, rank)
        cores[k + 1] = jnp.tensordot(s[:rank, None] * vt[:rank], cores[k + 1], axes=([-1], [0]))
    return cores
