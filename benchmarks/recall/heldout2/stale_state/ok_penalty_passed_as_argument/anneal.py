# Report: https://github.com/jax-ml/jax/issues/1426
# Twin: the answer in the thread, the changing weight is an argument of the jitted gradient, so each
# stage of the continuation loop optimises with its own penalty (one compile).
import jax
import jax.numpy as jnp


def anneal(x0, penalties=(0.1, 1.0, 10.0), steps=50, lr=0.05):
    def objective(x, penalty):
        return jnp.sum((x - 1.0) ** 2) + penalty * jnp.sum(x ** 2)

    grad_fn = jax.jit(jax.grad(objective))
    x = x0
    for penalty in penalties:
        for _ in range(steps):
            x = x - lr * grad_fn(x, penalty)
    return x


if __name__ == "__main__":
    x = anneal(jnp.ones(2))
    print("solution", x, "expected", 1.0 / (1.0 + 10.0))
