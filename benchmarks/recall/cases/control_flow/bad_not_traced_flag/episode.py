# Report: https://github.com/jax-ml/jax/pull/16430
# As this PR's docs list, `not`, `and` and `or` convert their operands to bool; here `not done` on a
# traced flag in a scanned step raises TracerBoolConversionError.
import jax.numpy as jnp
from jax import lax


def step(state, reward):
    total, done = state
    alive = not done  # error: JAX101
    total = total + jnp.where(alive, reward, 0.0)
    return (total, total > 3.0), total


def episode_return(rewards):
    return lax.scan(step, (jnp.float32(0.0), jnp.bool_(False)), rewards)[0][0]


if __name__ == "__main__":
    print(episode_return(jnp.ones(6)))
