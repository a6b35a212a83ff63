# Report: https://github.com/jax-ml/jax/issues/1239
# Near miss: the factory's closure branches only on the configuration (Python values closed over) and
# masks the update with jnp.where.
import jax
import jax.numpy as jnp


def make_step(cfg):
    def step(w, x, y):
        loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        if cfg["frozen"]:
            return w
        return jnp.where(loss < cfg["tol"], w, w - cfg["lr"] * grads)

    return step


step = make_step({"lr": 0.1, "tol": 1e-4, "frozen": False})
step = jax.jit(step)

if __name__ == "__main__":
    print(step(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4)))
