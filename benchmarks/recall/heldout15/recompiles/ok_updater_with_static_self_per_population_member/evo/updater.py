import functools

import jax

TRACES = {"init": 0, "update": 0}


class Updater:
    """A stateless init/update pair, as in the haiku transformer example."""

    def __init__(self, net_init, loss_fn, learning_rate):
        self._net_init = net_init
        self._loss_fn = loss_fn
        self._lr = learning_rate

    @functools.partial(jax.jit, static_argnums=0)
    def init(self, rng, data):
        TRACES["init"] += 1
        return self._net_init(rng, data)

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, params, data):
        TRACES["update"] += 1
        grads = jax.grad(self._loss_fn)(params, data)
        return jax.tree.map(lambda p, g: p - self._lr * g, params, grads)
