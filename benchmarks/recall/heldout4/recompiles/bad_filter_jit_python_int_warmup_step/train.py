# Report: https://github.com/patrick-kidger/equinox/issues/645
# As in the issue: a Python int that changes every call (the loop counter) is passed to an
# `eqx.filter_jit` function; filter_jit treats non-array arguments as static, so the step function is
# traced and compiled again on every iteration (the issue counted a "COMPILE" per call).
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
        model, opt_state, loss = make_step(model, opt_state, x, y, step, optim)  # error: JAX202
    print("compilations of make_step for 10 steps:", counter.count)
