import jax
import optax

from mu2net.step import Head, train_step


def train_loop(path, images, labels, steps=3):
    model = Head(classes=path["classes"])
    optimizer = optax.sgd(path["lr"], momentum=0.9)
    params = model.init(jax.random.key(path["seed"]), images)["params"]
    opt_state = optimizer.init(params)
    for _ in range(steps):
        params, opt_state = train_step(params, opt_state, images, labels, model, optimizer)  # error: JAX202
    return params
