# Report: https://github.com/bsc-quantic/tn4ml/pull/9
# The PR's fix: `foo` takes the batch as arguments and its loss-and-gradient is compiled once,
# ahead of time (`jax.jit(...).lower(...).compile()`), before the loop: one compilation in all.
import logging

import jax

from tnml.model import Model
from tnml.mps import MatrixProductState


class CountCompiles(logging.Handler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def emit(self, record):
        if record.getMessage().startswith("Compiling jit(foo)"):
            self.count += 1


if __name__ == "__main__":
    counter = CountCompiles()
    logging.getLogger("jax").addHandler(counter)
    jax.config.update("jax_log_compiles", True)

    x = jax.random.uniform(jax.random.key(0), (96, 6))
    y = (x.mean(-1) > 0.5).astype(float)
    model = Model(MatrixProductState(n_sites=6, bond_dim=4), jax.random.key(1))
    history = model.train(x, y, epochs=1, batch_size=16)
    print("losses:", [round(v, 4) for v in history])
    print("compilations of the loss for", len(history), "steps:", counter.count)
