# Report: https://github.com/pyro-ppl/numpyro/issues/1934
# numpyro's flax/haiku module wrappers keep the network's mutable state (batch statistics) between
# calls; updated inside the loss that `jax.grad` (and jit) traces, the stored state is a tracer
# ("Fix tracer leak in contrib.module", PR #1935). Here the wrapper stores the new batch_stats on
# itself inside the jitted value_and_grad: evaluating with the stored running statistics reads the
# leaked tracer (UnexpectedTracerError).
import jax
import jax.numpy as jnp

from nnwrap.module import StatefulModule
from nnwrap.nets import BNRegressor

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x.sum(-1)
    net = StatefulModule(BNRegressor(), x, jax.random.key(1))

    def loss(params, x, y):
        return jnp.mean((net(params, x) - y) ** 2)

    step = jax.jit(jax.value_and_grad(loss))
    params = net.params
    for i in range(3):
        value, grads = step(params, x, y)
        params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
        print(i, float(value))
    preds = net.module.apply({"params": params, **net.state}, x, train=False)
    print("eval loss with the running statistics:", float(jnp.mean((preds - y) ** 2)))
