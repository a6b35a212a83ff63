import equinox as eqx
import jax
import jax.numpy as jnp

from scarlet_mini.schedule import cosine_onecycle, relative_step


@eqx.filter_jit
def _make_step(params, target, step_fn):
    loss, grad = jax.value_and_grad(lambda p: jnp.sum((p - target) ** 2))(params)
    step = step_fn(params)
    return params - step * grad, loss, step


class Scene:
    def __init__(self, params):
        self.params = params
        self._iteration = 0

    def fit(self, target, max_iter=6):
        self.schedule = cosine_onecycle(max_iter)
        step_fn = lambda p: relative_step(p) * self.schedule(self._iteration)  # error: JAX201
        factors = []  # the schedule's factor applied at every iteration
        for it in range(max_iter):
            self._iteration = it
            p0 = self.params
            self.params, loss, step = _make_step(self.params, target, step_fn)
            factors.append(float(step / relative_step(p0)))
        return factors
