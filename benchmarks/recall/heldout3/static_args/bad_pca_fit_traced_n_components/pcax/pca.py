from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class PCAState(NamedTuple):
    components: jax.Array
    means: jax.Array
    explained_variance: jax.Array


def transform(state, x):
    x = x - state.means
    return jnp.dot(x, jnp.transpose(state.components))


def recover(state, x):
    return jnp.dot(x, state.components) + state.means


def fit(x, n_components, solver="full", rng=None):
    if solver == "full":
        return _fit_full(x, n_components)  # error: JAX206
    raise ValueError("solver parameter is not correct")


@partial(jax.jit, static_argnames="n_components")
def _fit_full(x, n_components):
    n_samples, n_features = x.shape
    means = x.mean(axis=0, keepdims=True)
    x = x - means
    U, S, Vt = jax.scipy.linalg.svd(x, full_matrices=False)
    explained_variance = (S[:n_components] ** 2) / (n_samples - 1)
    return PCAState(components=Vt[:n_components], means=means, explained_variance=explained_variance)
