import jax
import jax.numpy as jnp

from .scope import current_scope


class Layer:
    def __init__(self):
        self._losses = []
        self._loss_ids = set()

    def add_loss(self, loss):
        self._losses.append(loss)
        self._loss_ids.add(id(loss))
        scope = current_scope()
        if scope is not None:
            scope.losses.append(loss)

    def _clear_losses(self):
        # a layer called again replaces the losses of its previous call
        scope = current_scope()
        if scope is not None:
            for x in list(scope.losses):
                if id(x) in self._loss_ids:
                    scope.losses.remove(x)  # error: JAX101
        self._losses.clear()
        self._loss_ids.clear()

    def __call__(self, params, x):
        self._clear_losses()
        return self.call(params, x)


class Dense(Layer):
    def __init__(self, activity_l2=0.0):
        super().__init__()
        self.activity_l2 = activity_l2

    def init(self, key, n_in, n_out):
        return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}

    def call(self, params, x):
        y = jnp.tanh(x @ params["w"] + params["b"])
        if self.activity_l2:
            self.add_loss(self.activity_l2 * jnp.mean(y**2))
        return y


class TimeDistributed(Layer):
    """Applies a layer to every time step of a (batch, time, features) input."""

    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def call(self, params, x):
        batch, time = x.shape[:2]
        y = self.layer(params, x.reshape(batch * time, *x.shape[2:]))
        return y.reshape(batch, time, *y.shape[1:])
