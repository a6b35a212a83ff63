import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Trainer:
    def __init__(self, model, learning_rate=1e-2):
        self.graphdef, self.params = nnx.split(model)
        self.optimizer = optax.adam(learning_rate)
        self.opt_state = self.optimizer.init(self.params)
        graphdef, optimizer = self.graphdef, self.optimizer

        def forward_vjp_update(params, opt_state, x, adjacency, target):
            def loss_fn(p):
                model = nnx.merge(graphdef, p)
                return jnp.mean((model(x, adjacency) - target) ** 2)

            loss, grads = jax.value_and_grad(loss_fn)(params)
            updates, opt_state = optimizer.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss

        # built once, reused by every training step
        self._step = jax.jit(forward_vjp_update)

    def training_step(self, batch):
        self.params, self.opt_state, loss = self._step(
            self.params, self.opt_state, batch["x"], batch["adjacency"], batch["target"]
        )
        return loss
