import equinox as eqx
import optax

from trainer.step import make_step

OPTIMIZER = optax.adam(1e-2)


def fit(model, x, y, steps=20, optimizer=OPTIMIZER):
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        model, opt_state, loss = make_step(model, opt_state, optimizer, x, y)
    return model, loss
