# Report: https://github.com/patrick-kidger/diffrax/issues/379
# Near miss: the step count keeps its default (it is never passed), so it is the Python int 10 at trace
# time.
import jax
import jax.numpy as jnp


@jax.jit
def integrate(x, n_steps=10):
    for _ in range(n_steps):
        x = x + 0.1 * jnp.cos(x)
    return x


if __name__ == "__main__":
    print(integrate(jnp.zeros(2)))
