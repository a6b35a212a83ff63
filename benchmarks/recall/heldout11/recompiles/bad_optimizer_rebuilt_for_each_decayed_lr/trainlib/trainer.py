import equinox as eqx
import optax

from trainlib.step import make_step


class Trainer:
    """Epochs of full-batch Adam with the learning rate halved after every epoch."""

    def __init__(self, model, lr=1e-2, decay=0.5):
        self.model = model
        self.lr = lr
        self.decay = decay

    def fit(self, x, y, epochs=4, steps_per_epoch=5):
        opt_state = None
        for epoch in range(epochs):
            tx = optax.adam(self.lr)
            if opt_state is None:
                opt_state = tx.init(eqx.filter(self.model, eqx.is_array))
            for _ in range(steps_per_epoch):
                self.model, opt_state, loss = make_step(self.model, opt_state, x, y, tx)  # error: JAX202
            self.lr *= self.decay
        return loss
