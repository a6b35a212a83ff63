# Report: https://github.com/RobertTLange/gymnax/issues/83
# As in the report, an environment step converts a traced `done > 0` to a Python bool; here the step is
# in env.py and is the body of a lax.scan in rollout.py: TracerBoolConversionError.
import jax.numpy as jnp
from jax import lax

from env import step_entities


def rollout(state, actions):
    return lax.scan(step_entities, state, actions)


if __name__ == "__main__":
    print(rollout(jnp.zeros(2), jnp.ones((10, 2))))
