# Report: https://github.com/google/brax/issues/321
# As in the report, a method of an object is jitted (`jax.jit(env.step)`); here `jax.jit(agent.act)` for an
# agent class imported from a package, whose method calls a policy helper in another module that branches
# on a traced draw: TracerBoolConversionError.
import jax
import jax.numpy as jnp

from agents import GreedyAgent

agent = GreedyAgent(epsilon=0.1)
act = jax.jit(agent.act)

if __name__ == "__main__":
    print(act(jax.random.key(0), jnp.array([0.1, 0.9, 0.3])))
