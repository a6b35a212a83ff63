# Report: https://github.com/bsc-quantic/tn4ml/issues/4
# Near miss: the same regulariser under jax.grad, written with jnp.
import jax
import jax.numpy as jnp


def reg_logrelu(w):
    return jnp.log1p(jnp.maximum(w, 0.0)).sum()


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2) + 1e-3 * reg_logrelu(w)


if __name__ == "__main__":
    print(jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)), jnp.zeros(4)))
