import jax
import optax

from gpfit.batching import get_batch_new_key


def fit(objective, params, x, y, optim, n_iters, batch_size, key):
    opt_state = optim.init(params)

    def step(carry, _):
        params, opt_state, key = carry
        (xb, yb), key = get_batch_new_key(x, y, batch_size, key)
        loss, grads = jax.value_and_grad(objective)(params, xb, yb)
        updates, opt_state = optim.update(grads, opt_state)
        return (optax.apply_updates(params, updates), opt_state, key), loss

    (params, _, _), losses = jax.lax.scan(step, (params, opt_state, key), None, length=n_iters)
    return params, losses
