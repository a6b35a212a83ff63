import equinox as eqx
import jax
import jax.numpy as jnp

from scarlet_mini.schedule import cosine_onecycle, relative_step


@eqx.filter_jit
def _make_step(params, target, it, step_fn):
    loss, grad = jax.value_and_grad(lambda p: jnp.sum((p - target) ** 2))(params)
    step = step_fn(params, it)
    return params - step * grad, loss, step


class Scene:
    def __init__(self, params):
        self.params = params

    def fit(self, target, max_iter=6):
        self.schedule = cosine_onecycle(max_iter)
        step_fn = lambda p, it: relative_step(p) * self.schedule(it)
        factors = []  # the schedule's factor applied at every iteration
        for it in range(max_iter):
            p0 = self.params
            self.params, loss, step = _make_step(self.params, target, jnp.asarray(it), step_fn)
            factors.append(float(step / relative_step(p0)))
        return factors
