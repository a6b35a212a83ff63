# Report: https://github.com/TonyZhou729/ABCMB/pull/3
# As this PR found, eqx.filter_jit treats Python ints and floats as static; here the loop's step counter is
# passed as a Python int, so the step is traced and compiled again on every iteration.
import equinox as eqx
import jax
import jax.numpy as jnp

@eqx.filter_jit
def step(model, x, it):
    lr = 0.1 * 0.99 ** it
    grads = eqx.filter_grad(lambda m: jnp.sum(m(x) ** 2))(model)
    return jax.tree.map(lambda p, g: p - lr * g, model, grads)


def train(model, x, n_steps):
    for it in range(n_steps):
        model = step(model, x, it)  # error: JAX202
    return model


if __name__ == "__main__":
    with jax.log_compiles():
        train(eqx.nn.Linear(3, 1, key=jax.random.key(0)), jnp.ones(3), 5)
