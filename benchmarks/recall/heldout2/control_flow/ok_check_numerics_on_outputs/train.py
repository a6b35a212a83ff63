# Report: https://github.com/apple/axlearn/issues/815
# Twin: the block itself checks nothing; `check_numerics` runs on the concrete loss and gradients the
# jitted function returns, outside any transformation, where bool() of an array is fine.
import jax
import jax.numpy as jnp

from model import check_numerics, enable_numeric_checks, stack_forward


class PlainBlock:
    def __call__(self, params, x):
        return x + jax.nn.gelu(x @ params["w_in"]) @ params["w_out"]


block = PlainBlock()


@jax.jit
def loss_and_grads(stacked_params, x):
    return jax.value_and_grad(lambda p: jnp.mean(stack_forward(block, p, x) ** 2))(stacked_params)


if __name__ == "__main__":
    enable_numeric_checks()
    key_in, key_out = jax.random.split(jax.random.key(0))
    params = {"w_in": 0.1 * jax.random.normal(key_in, (3, 4, 8)), "w_out": 0.1 * jax.random.normal(key_out, (3, 8, 4))}
    loss, grads = loss_and_grads(params, jnp.ones((2, 4)))
    check_numerics(loss, "loss")
    check_numerics(grads["w_in"], "grad {name}", name="w_in")
    print(loss)
