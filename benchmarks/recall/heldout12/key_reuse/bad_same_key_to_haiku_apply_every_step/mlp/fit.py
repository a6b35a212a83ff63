import jax

from .net import net
from .steps import update


def fit(x, y, seed=42, steps=5):
    key = jax.random.PRNGKey(seed)
    params = net.init(key, x)
    init_params = params
    step_keys = []
    for _ in range(steps):
        params, loss = update(params, key, x, y)  # error: JAX203
        step_keys.append(key)
    return init_params, params, step_keys
