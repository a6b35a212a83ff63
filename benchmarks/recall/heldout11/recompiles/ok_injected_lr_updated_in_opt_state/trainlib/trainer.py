import equinox as eqx
import jax.numpy as jnp
import optax

from trainlib.step import make_step


class Trainer:
    """Epochs of full-batch Adam with the learning rate halved after every epoch."""

    def __init__(self, model, lr=1e-2, decay=0.5):
        self.model = model
        self.lr = lr
        self.decay = decay

    def fit(self, x, y, epochs=4, steps_per_epoch=5):
        # one optimizer whose learning rate lives in its state, as an array
        tx = optax.inject_hyperparams(optax.adam)(learning_rate=self.lr)
        opt_state = tx.init(eqx.filter(self.model, eqx.is_array))
        for epoch in range(epochs):
            opt_state.hyperparams["learning_rate"] = jnp.asarray(self.lr, jnp.float32)
            for _ in range(steps_per_epoch):
                self.model, opt_state, loss = make_step(self.model, opt_state, x, y, tx)
            self.lr *= self.decay
        return loss
