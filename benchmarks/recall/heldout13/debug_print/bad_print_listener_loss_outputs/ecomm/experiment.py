import jax


from .losses import listener_loss


class Experiment:
    def __init__(self, lr=0.5):
        self.lr = lr
        self._update = jax.jit(self._update_fn)

    def _update_fn(self, params, messages, targets):
        loss, grads = jax.value_and_grad(listener_loss)(params, messages, targets)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, loss

    def step(self, params, messages, targets):
        return self._update(params, messages, targets)
