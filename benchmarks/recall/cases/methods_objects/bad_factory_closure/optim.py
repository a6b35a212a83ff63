# Report: https://github.com/jax-ml/jax/issues/1239
# As in the report, a factory returns update functions that are jitted afterwards
# (`step = make_step(cfg); jax.jit(step)`); here the closure's `if` on the traced loss raises
# TracerBoolConversionError.
import jax
import jax.numpy as jnp


def make_step(cfg):
    def step(w, x, y):
        loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        if loss < cfg["tol"]:  # error: JAX101
            return w
        return w - cfg["lr"] * grads

    return step


step = make_step({"lr": 0.1, "tol": 1e-4})
step = jax.jit(step)

if __name__ == "__main__":
    print(step(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4)))
