from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        (jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


@partial(jax.jit, static_argnums=(0,))
def forward(sizes, params, x):
    for i in range(len(sizes) - 2):
        w, b = params[i]
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def mse(sizes, params, x, y):
    return jnp.mean((forward(sizes, params, x) - y) ** 2)
