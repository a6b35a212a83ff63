import jax
import jax.numpy as jnp

from .basis import fourier_features


class FourierRegressor:
    """Fits Fourier coefficients by gradient descent and records the loss of every iteration."""

    def __init__(self, n_modes=4, step_size=0.05):
        self.n_modes = n_modes
        self.step_size = step_size
        self.loss_list = []
        self._update = jax.jit(self._update_fn)

    def batched_predict(self, coefficients, values):
        return fourier_features(values, self.n_modes) @ coefficients

    def loss(self, coefficients, train_values, train_labels):
        preds = self.batched_predict(coefficients, train_values)
        l = jnp.mean(jnp.square(preds - train_labels))
        self.loss_list += [l]  # error: JAX108
        return l

    def _update_fn(self, coefficients, x, y):
        grads = jax.grad(self.loss)(coefficients, x, y)
        return coefficients - self.step_size * grads

    def fit(self, x, y, n_iter=100):
        coefficients = jnp.zeros(2 * self.n_modes + 1)
        for _ in range(n_iter):
            coefficients = self._update(coefficients, x, y)
        return coefficients
