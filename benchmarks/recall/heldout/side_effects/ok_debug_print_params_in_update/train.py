# Report: https://github.com/jax-ml/jax/issues/196
# The fix: jax.debug.print prints the runtime values on every call.
import jax
import jax.numpy as jnp
from jax import grad, jit
from jax.example_libraries import optimizers


def loss(params, batch):
    x, y = batch
    return jnp.mean((x @ params - y) ** 2)


def make_update(opt_update, get_params):
    @jit
    def update(i, opt_state, batch):
        params = get_params(opt_state)
        jax.debug.print("params {}", params)
        return opt_update(i, grad(loss)(params, batch), opt_state)

    return update


if __name__ == "__main__":
    opt_init, opt_update, get_params = optimizers.sgd(0.1)
    update = make_update(opt_update, get_params)
    opt_state = opt_init(jnp.ones(2))
    batch = (jnp.ones((4, 2)), jnp.zeros(4))
    for i in range(3):
        opt_state = update(i, opt_state, batch)
