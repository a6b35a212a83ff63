# Report: https://github.com/google/objax/pull/92
# "Override default momentum": the Momentum optimizer takes an optional `momentum` argument and
# falls back to its own with `momentum = momentum or self.momentum` inside `__call__`; the test
# runs the optimizer inside a jitted train op that passes the momentum, so `or` converts a
# traced value to bool ("The problem arose with the 'bool' function").
import jax
import jax.numpy as jnp

from optim.momentum import Momentum
from optim.train import make_train_op

if __name__ == "__main__":
    key = jax.random.key(0)
    x = jax.random.normal(key, (64, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt = Momentum(params, momentum=0.9)
    train_op = make_train_op(opt)
    velocity = opt.velocity
    for step in range(50):
        params, velocity, loss = train_op(params, velocity, x, y, 0.05, 0.5)
    print("loss:", float(loss))
