# Report: https://github.com/pyro-ppl/numpyro/issues/1934
# The functional form: the wrapper returns the updated batch statistics, the loss hands them out as
# auxiliary data of value_and_grad, and the training loop passes them back in: nothing traced is
# stored, and the steps run.
import jax
import jax.numpy as jnp

from nnwrap.module import StatefulModule
from nnwrap.nets import BNRegressor

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x.sum(-1)
    net = StatefulModule(BNRegressor(), x, jax.random.key(1))

    def loss(params, state, x, y):
        out, new_state = net(params, state, x)
        return jnp.mean((out - y) ** 2), new_state

    step = jax.jit(jax.value_and_grad(loss, has_aux=True))
    params, state = net.params, net.state
    for i in range(3):
        (value, state), grads = step(params, state, x, y)
        params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
        print(i, float(value))
    preds = net.module.apply({"params": params, **state}, x, train=False)
    print("eval loss with the running statistics:", float(jnp.mean((preds - y) ** 2)))
