# Report: https://github.com/jaxleyverse/jaxley/issues/74
# Near miss: the recordings dict is built inside the vmapped function and returned.
import jax
import jax.numpy as jnp


def simulate(current):
    recordings = {}
    v = jnp.cumsum(jnp.full(10, current))
    recordings["voltage"] = v
    return v[-1], recordings


if __name__ == "__main__":
    final, recordings = jax.vmap(simulate)(jnp.array([0.1, 0.2]))
    print(final, recordings["voltage"].shape)
