# Report: https://github.com/jax-ml/jax/issues/1426
# As in the report ("JIT loses access to local variables"): the loss closes over a local weight that the
# function changes after building `jax.jit(jax.grad(loss))`; without jit the gradient follows the new
# value, with jit it keeps the value of the first trace. Here the penalty weight of a continuation
# (annealing) loop: every stage after the first optimises with the first weight.
import jax
import jax.numpy as jnp


def anneal(x0, penalties=(0.1, 1.0, 10.0), steps=50, lr=0.05):
    penalty = penalties[0]

    def objective(x):
        return jnp.sum((x - 1.0) ** 2) + penalty * jnp.sum(x ** 2)  # error: JAX201

    grad_fn = jax.jit(jax.grad(objective))
    x = x0
    for penalty in penalties:
        for _ in range(steps):
            x = x - lr * grad_fn(x)
    return x


if __name__ == "__main__":
    x = anneal(jnp.ones(2))
    print("solution", x, "expected", 1.0 / (1.0 + 10.0))
