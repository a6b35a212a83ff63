import jax
import jax.numpy as jnp


class Momentum:
    """SGD with momentum; the momentum can be overridden per call."""

    def __init__(self, params, momentum=0.9, nesterov=False):
        self.momentum = momentum
        self.nesterov = nesterov
        self.velocity = jax.tree.map(jnp.zeros_like, params)

    def __call__(self, lr, grads, params, velocity, momentum=None):
        if momentum is None:
            momentum = self.momentum
        velocity = jax.tree.map(lambda v, g: momentum * v + g, velocity, grads)
        if self.nesterov:
            step = jax.tree.map(lambda v, g: g + momentum * v, velocity, grads)
        else:
            step = velocity
        params = jax.tree.map(lambda p, s: p - lr * s, params, step)
        return params, velocity
