import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Algorithm:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.tx = optax.adamw(lr)
        self.optimizer = nnx.Optimizer(model, self.tx, wrt=nnx.Param)
        graphdef, _ = nnx.split(model)

        @jax.jit
        def update(params, obs, targets):
            def loss_fn(p):
                q = nnx.merge(graphdef, p)(obs)
                return jnp.mean((q - targets) ** 2)

            loss, grads = jax.value_and_grad(loss_fn)(params)
            self.optimizer.update(self.model, grads)  # error: JAX108
            return loss

        self.update = update

    def params(self):
        return nnx.state(self.model, nnx.Param)
