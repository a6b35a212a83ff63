# Report: https://github.com/patrick-kidger/jaxtyping/issues/12
# As in the report, type checks of a traced argument see a tracer, not an int; here `type(total) is int`
# picks floor division eagerly and true division under jit, so the jitted result differs silently.
import jax
import jax.numpy as jnp


def share(counts, total):
    if type(total) is int:  # error: JAX110
        return counts // total
    return counts / total


if __name__ == "__main__":
    counts = jnp.array([7, 9])
    print(share(counts, 2), jax.jit(share)(counts, 2))
