# Report: https://github.com/patrick-kidger/diffrax/issues/379
# As in the report, a step count given a default still becomes a tracer when it is passed to the jitted
# function, and `range()` needs an int: TracerIntegerConversionError.
import jax
import jax.numpy as jnp


@jax.jit
def integrate(x, n_steps=10):
    for _ in range(n_steps):  # error: JAX102
        x = x + 0.1 * jnp.cos(x)
    return x


if __name__ == "__main__":
    print(integrate(jnp.zeros(2), 20))
