"""Expected exit times: states 0..k-1 are transient, states k.. are treated as absorbing.

With the transition matrix partitioned as T = [[Q, R], [0, I]], the expected number of steps
before absorption from each transient state solves (I - Q) t = 1.
"""
import jax
import jax.numpy as jnp


def expected_exit_time(T, k):
    # keep the full n x n shape and mask the absorbing states instead of slicing Q out
    transient = jnp.arange(T.shape[0]) < k
    Q = jnp.where(transient[:, None] & transient[None, :], T, 0.0)
    t = jnp.linalg.solve(jnp.eye(T.shape[0]) - Q, transient.astype(T.dtype))
    return t[0]


def exit_times(T, ks):
    return jax.vmap(expected_exit_time, in_axes=(None, 0))(T, ks)
