import jax
import jax.numpy as jnp
import optax


class VariationalDriver:
    """Minimises the energy of a variational state with an optax optimiser."""

    def __init__(self, energy_fn, optimizer, params):
        self.energy_fn = energy_fn
        self.optimizer = optimizer
        self.params = params
        self.opt_state = optimizer.init(params)
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, opt_state):
        energy, grads = jax.value_and_grad(self.energy_fn)(params)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, energy

    def run(self, n_iter):
        energies = []
        for _ in range(n_iter):
            self.params, self.opt_state, energy = self._update(self.params, self.opt_state)
            energies.append(float(energy))
        return energies
