import functools

import jax
import optax

from mu2net.step import Head, train_step


@functools.lru_cache(maxsize=None)
def make_optimizer(lr):
    return optax.sgd(lr, momentum=0.9)


def train_loop(path, images, labels, steps=3):
    model = Head(classes=path["classes"])
    optimizer = make_optimizer(path["lr"])
    params = model.init(jax.random.key(path["seed"]), images)["params"]
    opt_state = optimizer.init(params)
    for _ in range(steps):
        params, opt_state = train_step(params, opt_state, images, labels, model, optimizer)
    return params
