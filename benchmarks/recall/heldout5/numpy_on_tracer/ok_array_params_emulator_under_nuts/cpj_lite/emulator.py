"""A neural-network emulator of a spectrum, in the style of cosmopower-jax."""
import jax.numpy as jnp
import numpy as np


class SpectrumEmulator:
    """Maps cosmological parameters to a log-spectrum with a small pretrained MLP."""

    def __init__(self, param_names, n_modes=20, hidden=16, seed=0):
        rng = np.random.default_rng(seed)
        self.param_names = tuple(param_names)
        n_in = len(self.param_names)
        self.weights = [jnp.asarray(rng.normal(size=(n_in, hidden)) / np.sqrt(n_in)),
                        jnp.asarray(rng.normal(size=(hidden, n_modes)) / np.sqrt(hidden))]
        self.biases = [jnp.zeros(hidden), jnp.asarray(rng.normal(size=n_modes))]
        self.param_mean = jnp.asarray(rng.normal(size=n_in) * 0.1)
        self.param_std = jnp.ones(n_in)

    def _to_array(self, params):
        # accepts either a (..., n_params) array or a dict of named parameters
        if isinstance(params, dict):
            return np.stack([params[name] for name in self.param_names], axis=-1)
        return jnp.asarray(params)

    def predict(self, params):
        x = (self._to_array(params) - self.param_mean) / self.param_std
        h = jnp.tanh(x @ self.weights[0] + self.biases[0])
        return h @ self.weights[1] + self.biases[1]
