# Report: https://github.com/jax-ml/jax/issues/19570
# As in the issue: `jax.jit(foo.f)` builds a new bound-method object each time, and jit's cache is
# keyed on the function object, so the method is traced and compiled again on every call. Here the
# evaluator jits its own `_metrics` inside `evaluate`, once per evaluation batch.
import logging

import flax.linen as nn
import jax
import jax.numpy as jnp

from evaluation import Evaluator


class CountCompiles(logging.Handler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def emit(self, record):
        if record.getMessage().startswith("Compiling jit(_metrics)"):
            self.count += 1


if __name__ == "__main__":
    counter = CountCompiles()
    logging.getLogger("jax").addHandler(counter)
    jax.config.update("jax_log_compiles", True)

    model = nn.Dense(10)
    params = model.init(jax.random.key(0), jnp.ones((1, 784)))
    evaluator = Evaluator(model.apply, num_classes=10)
    for i in range(5):
        batch = {
            "image": jax.random.normal(jax.random.key(i), (32, 784)),
            "label": jax.random.randint(jax.random.key(100 + i), (32,), 0, 10),
        }
        metrics = evaluator.evaluate(params, batch)
    print("compilations of _metrics for 5 batches:", counter.count)
