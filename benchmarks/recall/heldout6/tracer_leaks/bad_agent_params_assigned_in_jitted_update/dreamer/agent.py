import jax
import optax

from .world_model import init_params, reconstruction_loss


class Dreamer:
    def __init__(self, obs_dim, latent_dim, learning_rate=1e-2):
        self.params = init_params(obs_dim, latent_dim)
        self.optimizer = optax.adam(learning_rate)
        self.opt_state = self.optimizer.init(self.params)
        self._update = jax.jit(self.update)

    def update(self, params, opt_state, obs):
        loss, grads = jax.value_and_grad(reconstruction_loss)(params, obs)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        new_params = optax.apply_updates(params, updates)
        self.params = new_params  # error: JAX108
        return new_params, opt_state, loss

    def train_step(self, obs):
        params, self.opt_state, loss = self._update(self.params, self.opt_state, obs)
        return params, loss
