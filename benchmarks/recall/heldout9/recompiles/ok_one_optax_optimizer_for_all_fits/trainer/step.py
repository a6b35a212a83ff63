import equinox as eqx

from trainer.model import loss_fn

TRACES = []


@eqx.filter_jit
def make_step(model, opt_state, optimizer, x, y):
    TRACES.append(1)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss
