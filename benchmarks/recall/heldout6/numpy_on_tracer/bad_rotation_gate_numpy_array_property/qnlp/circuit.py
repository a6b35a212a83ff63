import jax.numpy as jnp

from .gates import CZ, Rx


def word_state(params):
    """Two-qubit state for a word: Rx on each wire, entangled by CZ."""
    zero = jnp.array([1.0, 0.0], dtype=jnp.complex64)
    q0 = Rx(params[0]).array @ zero
    q1 = Rx(params[1]).array @ zero
    return jnp.asarray(CZ.array) @ jnp.kron(q0, q1)


def sentence_probability(params):
    state = word_state(params)
    return jnp.abs(state[0]) ** 2
