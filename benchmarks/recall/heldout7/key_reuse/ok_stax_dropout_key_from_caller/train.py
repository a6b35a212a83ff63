# Report: https://github.com/jax-ml/jax/issues/170
# Near miss: what the maintainer recommends: the layer uses the key passed to apply_fun, and the training
# loop splits a fresh subkey for every step.
import jax
import jax.numpy as jnp
from jax import random

from nets.layers import Dense, Dropout, serial

init_fun, apply_fun = serial(Dense(16), Dropout(0.5), Dense(1))


@jax.jit
def hidden_mask(params, x, rng):
    h = apply_fun(params[:2], x, rng=rng)
    return h != 0


if __name__ == "__main__":
    key = random.PRNGKey(1)
    _, params = init_fun(key, (-1, 4))
    x = jnp.ones((1, 4))
    masks = []
    for step in range(3):
        key, subkey = random.split(key)
        masks.append(hidden_mask(params, x, subkey))
    print("same dropout mask at steps 0 and 2:", bool(jnp.all(masks[0] == masks[2])))
