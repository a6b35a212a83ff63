# Report: https://github.com/LeCAR-Lab/CoVO-MPC/issues/2
# As in the issue: a helper called inside the jitted controller update logs the mean rollout cost
# with `logging.info(total_loss_mean)`; logging runs once, at trace time, and writes
# "Traced<ShapedArray(float32[])>..." instead of the value (and nothing on later calls).
import logging

import jax
import jax.numpy as jnp

from covo.mppi import MPPIController


class Collect(logging.Handler):
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


if __name__ == "__main__":
    collect = Collect()
    logging.getLogger("covo").addHandler(collect)
    logging.getLogger("covo").setLevel(logging.INFO)

    ctrl = MPPIController()
    state = (jnp.array(1.0), jnp.array(0.0))
    actions = jnp.zeros(ctrl.horizon)
    key = jax.random.key(0)
    for _ in range(3):
        key, sub = jax.random.split(key)
        actions = ctrl.update(state, actions, sub)
    print(len(collect.messages), "log records for 3 updates:", collect.messages)
