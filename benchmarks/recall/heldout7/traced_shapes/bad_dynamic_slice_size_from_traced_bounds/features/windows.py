import jax.numpy as jnp
from jax import lax


def extract_window(signal, start, stop):
    return lax.dynamic_slice(signal, (start,), (stop - start,))  # error: JAX106


def windowed_energy(signal, onsets, window):
    windows = []
    for i in range(onsets.shape[0]):
        onset = onsets[i]
        windows.append(extract_window(signal, onset, onset + window))
    return jnp.stack([jnp.sum(w**2) for w in windows])
