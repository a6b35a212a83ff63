# Report: https://github.com/patrick-kidger/diffrax/issues/553
# As in the report (a memo dict keyed by values that are tracers: unhashable type), a traced index is
# hashed for a membership test in a Python set: TypeError under jit.
import jax
import jax.numpy as jnp

FROZEN = {0, 3}


@jax.jit
def update(params, idx, grad):
    if idx in FROZEN:  # error: JAX109
        return params
    return params.at[idx].add(-0.1 * grad)


if __name__ == "__main__":
    print(update(jnp.zeros(4), 1, 1.0))
