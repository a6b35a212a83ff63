# Report: https://github.com/TonyZhou729/ABCMB/pull/3
# As in this PR, a Python float changes on every call of an eqx.filter_jit function, which treats it as
# static: here the annealed temperature of each epoch forces a new compile.
import equinox as eqx
import jax
import jax.numpy as jnp

@eqx.filter_jit
def sample_logits(model, x, temperature):
    return jax.nn.softmax(model(x) / temperature)


if __name__ == "__main__":
    model = eqx.nn.Linear(3, 4, key=jax.random.key(0))
    with jax.log_compiles():
        for epoch in range(4):
            temperature = 1.0 / (epoch + 1)
            sample_logits(model, jnp.ones(3), temperature)  # error: JAX202
