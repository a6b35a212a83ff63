import jax
import jax.numpy as jnp


@jax.jit
def compute_objective_batched(chi, zeta, eri, penalty_param=0.0):
    """Least-squares objective of a tensor hypercontraction of the two-electron integrals.

    eri[p, q, r, s] is approximated by sum_{mu,nu} chi[mu,p] chi[mu,q] zeta[mu,nu] chi[nu,r] chi[nu,s].
    """
    pair = jnp.einsum("mp,mq->mpq", chi, chi)
    approx = jnp.einsum("mpq,mn,nrs->pqrs", pair, zeta, pair)
    residual = 0.5 * jnp.sum((eri - approx) ** 2)
    penalty = penalty_param * jnp.sum(zeta**2)
    res = residual + penalty
    # a float for the optimizer (and for mypy)
    return float(res)  # error: JAX105
