from functools import partial

import jax
import jax.numpy as jnp
from jax import jit

TRACES = {"take_action": 0}


@partial(jit, static_argnums=(0,))
def _take_action(net_apply, params, obs):
    TRACES["take_action"] += 1
    logits = net_apply(params, obs)
    softm_logits = jax.nn.softmax(logits.flatten())
    sorted_logits = jnp.sort(softm_logits)
    conf = sorted_logits[-1] - sorted_logits[-2]
    action = jnp.argmax(logits)
    return logits, action, conf


class GreedyAgent:
    def __init__(self, net_apply, params):
        self.net_apply = net_apply
        self.params = params

    def take_action(self, obs):
        return _take_action(self.net_apply, self.params, obs)
