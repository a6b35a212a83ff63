from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
def _ip_step(W, Win, a, b, x, u):
    pre = W @ x + Win @ u
    return jnp.tanh(a * pre + b), pre


class IPReservoir:
    """Echo-state reservoir with intrinsic plasticity (Triesch's rule for tanh units)."""

    def __init__(self, W, Win, lr=0.005, mu=0.0, sigma=0.2):
        self.W, self.Win = W, Win
        self.lr, self.mu, self.sigma = lr, mu, sigma
        self.a = jnp.ones(W.shape[0])
        self.b = jnp.zeros(W.shape[0])

    def _step(self, x, u):
        return _ip_step(self.W, self.Win, self.a, self.b, x, u)

    def run(self, inputs):
        x = jnp.zeros(self.W.shape[0])
        states = []
        for u in inputs:
            x, _ = self._step(x, u)
            states.append(x)
        return jnp.stack(states)

    def partial_fit(self, inputs):
        x = jnp.zeros(self.W.shape[0])
        for u in inputs:
            x, pre = self._step(x, u)
            s2 = self.sigma**2
            db = -self.lr * (-self.mu / s2 + x / s2 * (2 * s2 + 1 - x**2 + self.mu * x))
            self.b = self.b + db
            self.a = self.a + self.lr / self.a + db * pre
        return self
