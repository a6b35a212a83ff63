# Report: https://github.com/patrick-kidger/jaxtyping/issues/12
# As in the report, isinstance checks on values that are tracers under jit take the other branch; here a
# float limit (meant as symmetric bounds) arrives as a tracer, so the code unpacks it as a pair and fails.
import jax
import jax.numpy as jnp


def clip(x, limit):
    if isinstance(limit, float):  # error: JAX110
        limit = (-limit, limit)
    lo, hi = limit
    return jnp.clip(x, lo, hi)


@jax.jit
def clipped_update(w, g, limit):
    return w - 0.1 * clip(g, limit)


if __name__ == "__main__":
    print(clipped_update(jnp.zeros(3), jnp.arange(3.0), 1.5))
