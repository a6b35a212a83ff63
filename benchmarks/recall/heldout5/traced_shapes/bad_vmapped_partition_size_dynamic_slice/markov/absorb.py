"""Expected exit times: states 0..k-1 are transient, states k.. are treated as absorbing.

With the transition matrix partitioned as T = [[Q, R], [0, I]], the expected number of steps
before absorption from each transient state solves (I - Q) t = 1.
"""
import jax
import jax.numpy as jnp
from jax import lax


def expected_exit_time(T, k):
    Q = lax.dynamic_slice(T, (0, 0), (k, k))  # error: JAX106
    t = jnp.linalg.solve(jnp.eye(Q.shape[0]) - Q, jnp.ones(Q.shape[0]))
    return t[0]


def exit_times(T, ks):
    return jax.vmap(expected_exit_time, in_axes=(None, 0))(T, ks)
