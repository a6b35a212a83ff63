# Report: https://github.com/PythonOT/POT/issues/625
# As in the report, jax.grad alone is enough to make NumPy fail on the values it traces; here
# `jax.grad(self.loss)` reaches `self.forward`, which calls np.tanh: TracerArrayConversionError.
import jax
import jax.numpy as jnp
import numpy as np


class Regressor:
    def forward(self, w, x):
        return np.tanh(x @ w)  # error: JAX104

    def loss(self, w, x, y):
        return jnp.mean((self.forward(w, x) - y) ** 2)

    def grads(self, w, x, y):
        return jax.grad(self.loss)(w, x, y)


if __name__ == "__main__":
    print(Regressor().grads(jnp.ones(3), jnp.ones((4, 3)), jnp.zeros(4)))
