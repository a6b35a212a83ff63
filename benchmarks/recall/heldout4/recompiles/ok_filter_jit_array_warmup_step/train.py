# Report: https://github.com/patrick-kidger/equinox/issues/645
# The fix: hand the counter over as an array (`jnp.asarray(step)`), which filter_jit traces, so the
# step function compiles once.
import logging

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from steps import make_step


class CountCompiles(logging.Handler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def emit(self, record):
        if record.getMessage().startswith("Compiling jit(make_step)"):
            self.count += 1


if __name__ == "__main__":
    counter = CountCompiles()
    logging.getLogger("jax").addHandler(counter)
    jax.config.update("jax_log_compiles", True)

    model = eqx.nn.MLP(2, 1, 16, 2, key=jax.random.key(0))
    optim = optax.adam(1e-2)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    x = jax.random.normal(jax.random.key(1), (64, 2))
    y = jnp.sum(x**2, axis=1, keepdims=True)
    for step in range(10):
        model, opt_state, loss = make_step(model, opt_state, x, y, jnp.asarray(step), optim)
    print("compilations of make_step for 10 steps:", counter.count)
