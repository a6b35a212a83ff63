"""TT-rounding: orthogonalise right-to-left, then truncate left-to-right by an SVD cutoff."""
import jax.numpy as jnp


def _truncation_mask(s, delta):
    # keep the singular values above the cutoff (and always the largest): static shapes, no Python branch
    return (s >= delta) | (jnp.arange(s.shape[0]) == 0)


def tt_round_model(cores, delta):
    cores = list(cores)
    for k in range(len(cores) - 1, 0, -1):
        r0, n, r1 = cores[k].shape
        q, r = jnp.linalg.qr(cores[k].reshape(r0, n * r1).T)
        cores[k] = q.T.reshape(-1, n, r1)
        cores[k - 1] = jnp.tensordot(cores[k - 1], r.T, axes=([-1], [0]))
    ranks = []
    for k in range(len(cores) - 1):
        r0, n, r1 = cores[k].shape
        u, s, vt = jnp.linalg.svd(cores[k].reshape(r0 * n, r1), full_matrices=False)
        keep = _truncation_mask(s, delta)
        ranks.append(jnp.sum(keep))
        s = jnp.where(keep, s, 0.0)
        cores[k] = u.reshape(r0, n, -1)
        cores[k + 1] = jnp.tensordot(s[:, None] * vt, cores[k + 1], axes=([-1], [0]))
    return cores, ranks
