# Report: https://github.com/kuds/mesozoic-labs/pull/365
# As the PR describes: reward_functions.py was written for the NumPy path with float(), min() and
# Python `if` on the state; the MJX environment's step runs under jit, where float() of the traced
# velocity raises a ConcretizationTypeError (the PR makes the rewards trace-safe with jnp).
import jax
import jax.numpy as jnp

from dino.env import PlanarDinoEnv

if __name__ == "__main__":
    env = PlanarDinoEnv()
    step = jax.jit(env.step)
    state = env.reset()
    total = 0.0
    for t in range(20):
        state = step(state, jnp.array([1.0, 0.0]))
        total += float(state.reward)
    print("return over 20 steps:", total)
