# Report: https://github.com/jax-ml/jax/issues/282
# As the example shows: jitting the `vjp_fun` that `jax.vjp(f, x)` returns, inside the loop
# over inputs, compiles it again for every x "even though the code is the same (just the data cached
# inside vjp_fun changed)": the jit cache is keyed on a function object that is new each iteration.
import logging

import jax
import jax.numpy as jnp

from saliency.gradients import class_saliency_maps
from saliency.model import make_classifier


class CountCompiles(logging.Handler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def emit(self, record):
        if record.getMessage().startswith("Compiling"):
            self.count += 1


if __name__ == "__main__":
    counter = CountCompiles()
    logging.getLogger("jax").addHandler(counter)
    jax.config.update("jax_log_compiles", True)
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    f = make_classifier(jax.random.normal(k1, (8, 16)), jax.random.normal(k2, (16, 3)))
    xs = jax.random.normal(k3, (6, 8))
    cotangents = list(jnp.eye(3))
    maps = class_saliency_maps(f, xs, cotangents)
    maps.block_until_ready()
    counter_before = counter.count
    maps = class_saliency_maps(f, xs, cotangents)
    print("saliency maps:", maps.shape)
    print("compilations for a second batch of 6 inputs:", counter.count - counter_before)
