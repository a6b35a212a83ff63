import jax

from .net import net
from .steps import update


def fit(x, y, seed=42, steps=5):
    key = jax.random.PRNGKey(seed)
    key, init_key = jax.random.split(key)
    params = net.init(init_key, x)
    init_params = params
    step_keys = []
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        params, loss = update(params, step_key, x, y)
        step_keys.append(step_key)
    return init_params, params, step_keys
