import equinox as eqx
import optax

from trainer.step import make_step


def fit(model, x, y, steps=20, learning_rate=1e-2):
    optimizer = optax.adam(learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = make_step(model, opt_state, optimizer, x, y)  # error: JAX202
    return model, loss
