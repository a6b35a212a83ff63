import jax
import jax.numpy as jnp
import optax


class Model:
    def __init__(self, mps, key, learning_rate=1e-2):
        self.mps = mps
        self.params = mps.init_params(key)
        self.optimizer = optax.adam(learning_rate)
        self.opt_state = self.optimizer.init(self.params)

    @staticmethod
    def loss(pred, target):
        return jnp.mean((pred - target) ** 2)

    def train(self, inputs, targets, epochs=1, batch_size=16):
        def foo(params, x, y):
            return self.loss(self.mps.contract(params, x), y)

        # compile the loss and gradient once, ahead of time, for the batch shape
        x0, y0 = inputs[:batch_size], targets[:batch_size]
        loss_and_grad = jax.jit(jax.value_and_grad(foo)).lower(self.params, x0, y0).compile()

        history = []
        for _ in range(epochs):
            for start in range(0, inputs.shape[0], batch_size):
                x = inputs[start:start + batch_size]
                y = targets[start:start + batch_size]
                loss, grads = loss_and_grad(self.params, x, y)
                updates, self.opt_state = self.optimizer.update(grads, self.opt_state, self.params)
                self.params = optax.apply_updates(self.params, updates)
                history.append(float(loss))
        return history
