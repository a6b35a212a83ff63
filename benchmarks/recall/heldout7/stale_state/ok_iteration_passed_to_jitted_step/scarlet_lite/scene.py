import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def relative_step(p, factor=1e-2):
    return factor * jnp.maximum(jnp.abs(p), 1e-3)


@eqx.filter_jit
def _make_step(params, observations, step_fn, it):
    def loss_fn(p):
        return jnp.sum((p["flux"] * p["morph"] - observations) ** 2)

    grads = jax.grad(loss_fn)(params)
    steps = jax.tree.map(lambda p: step_fn(p, it), params)
    params = jax.tree.map(lambda p, g, s: p - s * jnp.sign(g), params, grads, steps)
    return params, jnp.mean(steps["flux"])


class Scene:
    def __init__(self, flux, morph, max_iter):
        self.params = {"flux": flux, "morph": morph}
        self.schedule = optax.cosine_onecycle_schedule(transition_steps=max_iter, peak_value=1.0)
        self._iteration = 0
        self.history = []

    def fit(self, observations, max_iter):
        params = self.params
        step_fn = lambda p, it: relative_step(p) * self.schedule(it)
        for it in range(max_iter):
            params, step_sizes = _make_step(params, observations, step_fn, jnp.asarray(it))
            self.history.append(float(step_sizes))
        self.params = params
        return self
