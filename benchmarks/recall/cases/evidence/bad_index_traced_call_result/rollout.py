# Report: https://github.com/RobertTLange/gymnax/issues/83
# As in the report, an environment's `done` flag is traced under jit; here the jitted step indexes the
# step's result tuple (`out[2]`) and branches on it: TracerBoolConversionError.
import jax
import jax.numpy as jnp


class Walker:
    def __init__(self, limit):
        self.limit = limit

    def step(self, state, action):
        state = state + action
        return state, -jnp.abs(state).sum(), jnp.abs(state).max() > self.limit


walker = Walker(limit=2.0)


@jax.jit
def policy_step(state, action):
    out = walker.step(state, action)
    done = out[2]
    if done:  # error: JAX101
        return jnp.zeros_like(out[0])
    return out[0]


if __name__ == "__main__":
    print(policy_step(jnp.zeros(2), jnp.full(2, 3.0)))
