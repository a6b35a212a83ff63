# Report: https://github.com/jaxleyverse/jaxley/pull/603
# Near miss: the fix of the PR: jnp.sqrt / jnp.sum on the traced product (the constant spacing may stay a
# NumPy array).
import jax
import jax.numpy as jnp

from minicell.cell import Cell
from minicell.simulate import simulate

cell = Cell()


@jax.jit
def loss(params, current, target):
    vs = simulate(cell, params, current)
    return jnp.mean((vs - target) ** 2)


if __name__ == "__main__":
    params = {"offset": jnp.array([1.0, 1.0]), "leak": jnp.array(0.5)}
    current = jnp.ones(50)
    target = 0.5 * jnp.ones(50)
    grad_fn = jax.jit(jax.grad(loss))
    for it in range(20):
        g = grad_fn(params, current, target)
        params = jax.tree.map(lambda p, gi: p - 0.1 * gi, params, g)
    print("loss:", float(loss(params, current, target)))
