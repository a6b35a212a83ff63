# Report: https://github.com/energnn/energnn/pull/75
# As the PR describes: the Trainer rebuilt its jitted forward+VJP and optimizer-update function inside
# every `training_step`, so JAX retraced and recompiled it on every step of the training loop (the PR
# caches it once in `Trainer.__init__`, a 7.5-12x speedup).
import logging

import jax
import jax.numpy as jnp
from flax import nnx

from energy.model import SmallGNN
from energy.trainer import Trainer


class CountCompiles(logging.Handler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def emit(self, record):
        if record.getMessage().startswith("Compiling jit(forward_vjp_update)"):
            self.count += 1


if __name__ == "__main__":
    counter = CountCompiles()
    logging.getLogger("jax").addHandler(counter)
    jax.config.update("jax_log_compiles", True)

    trainer = Trainer(SmallGNN(3, 16, rngs=nnx.Rngs(0)))
    n = 6
    adjacency = jnp.eye(n) + jnp.eye(n, k=1) + jnp.eye(n, k=-1)
    for step in range(8):
        key = jax.random.key(step)
        x = jax.random.normal(key, (n, 3))
        batch = {"x": x, "adjacency": adjacency, "target": x.sum(-1)}
        loss = trainer.training_step(batch)
    print("final loss:", float(loss))
    print("compilations of the training step for 8 steps:", counter.count)
