import equinox as eqx
import jax
import jax.numpy as jnp
import optax

TRACES = []


def relative_step(p, factor=1e-2):
    return factor * jnp.maximum(jnp.abs(p), 1e-3)


@eqx.filter_jit
def _make_step(params, opt_state, observations, it, schedule):
    TRACES.append(it)

    def loss_fn(p):
        return jnp.sum((p["flux"] * p["morph"] - observations) ** 2)

    grads = jax.grad(loss_fn)(params)
    steps = jax.tree.map(lambda p: relative_step(p) * schedule(it), params)
    params = jax.tree.map(lambda p, g, s: p - s * jnp.sign(g), params, grads, steps)
    return params, opt_state


class Scene:
    def __init__(self, flux, morph, max_iter):
        self.params = {"flux": flux, "morph": morph}
        self.schedule = optax.cosine_onecycle_schedule(transition_steps=max_iter, peak_value=1.0)

    def fit(self, observations, max_iter):
        params, opt_state = self.params, None
        for it in range(max_iter):
            params, opt_state = _make_step(params, opt_state, observations, jnp.asarray(it), self.schedule)
        self.params = params
        return self
