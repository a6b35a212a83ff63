import functools

import jax

from .steps import train_step


class Trainer:
    def __init__(self, model, tx, params):
        self.model = model
        self.tx = tx
        self.params = params
        self.opt_state = tx.init(params)
        self._step = jax.jit(functools.partial(train_step, self.model, self.tx))

    def train_epoch(self, batches):
        loss = None
        for batch in batches:
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, batch)
        return loss
