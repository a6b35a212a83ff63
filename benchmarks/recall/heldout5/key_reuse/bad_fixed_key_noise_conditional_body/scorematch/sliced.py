from functools import partial

import jax
import jax.numpy as jnp
from jax import random
from jax.lax import fori_loop

from .networks import ScoreNetwork, create_train_state


class NoiseConditionalScoreMatching:
    """Sliced score matching with noise conditioning (Song & Ermon 2020)."""

    def __init__(self, random_key, num_noise_models=5, sigma=1.0, gamma=0.8, hidden_dim=16):
        self.random_key = random_key
        self.num_noise_models = num_noise_models
        self.sigma = sigma
        self.gamma = gamma
        self.hidden_dim = hidden_dim

    def _loss(self, score_fn, x, v):
        s, u = jax.jvp(score_fn, (x,), (v,))
        return jnp.sum(v * u, axis=-1) + 0.5 * jnp.sum(s * s, axis=-1)

    def _noise_conditional_loop_body(self, i, obj, state, params, x, random_vectors, sigmas):
        # Perturb the inputs with Gaussian noise
        x_perturbed = x + sigmas[i] * random.normal(random.key(0), x.shape)  # error: JAX203
        score_fn = lambda x_: state.apply_fn({"params": params}, x_)
        return obj + sigmas[i] ** 2 * self._loss(score_fn, x_perturbed, random_vectors).mean()

    @partial(jax.jit, static_argnums=0)
    def _noise_conditional_loss(self, state, params, x, random_vectors, sigmas):
        body = partial(
            self._noise_conditional_loop_body,
            state=state, params=params, x=x, random_vectors=random_vectors, sigmas=sigmas,
        )
        return fori_loop(0, self.num_noise_models, body, 0.0)

    def setup(self, x):
        _, d = x.shape
        generator_key, state_key = random.split(self.random_key)
        random_vectors = random.normal(generator_key, x.shape)
        state = create_train_state(state_key, ScoreNetwork(self.hidden_dim, d), 1e-3, d)
        sigmas = self.sigma * self.gamma ** jnp.arange(self.num_noise_models)
        return state, random_vectors, sigmas
