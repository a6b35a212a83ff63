# Report: https://github.com/jaxleyverse/jaxley/issues/74
# As in the report (UnexpectedTracerError after a jitted, vmapped simulation stored state in an outer
# object), a vmapped function records an intermediate in a dict it closes over; the dict keeps a tracer.
import jax
import jax.numpy as jnp

recordings = {}


def simulate(current):
    v = jnp.cumsum(jnp.full(10, current))
    recordings["voltage"] = v  # error: JAX108
    return v[-1]


if __name__ == "__main__":
    print(jax.vmap(simulate)(jnp.array([0.1, 0.2])))
    print(recordings["voltage"] + 1.0)
