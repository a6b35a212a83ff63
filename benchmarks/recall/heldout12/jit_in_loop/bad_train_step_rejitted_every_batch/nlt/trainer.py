import functools

import jax

from .steps import train_step


class Trainer:
    def __init__(self, model, tx, params):
        self.model = model
        self.tx = tx
        self.params = params
        self.opt_state = tx.init(params)

    def train_epoch(self, batches):
        loss = None
        for batch in batches:
            step = jax.jit(functools.partial(train_step, self.model, self.tx))  # error: JAX205
            self.params, self.opt_state, loss = step(self.params, self.opt_state, batch)
        return loss
