# Report: https://openillumi.com/en/en-jax-jit-dynamic-loop-error-fix
# Twin: the step count is drawn outside jit and passed as a static argument.
import jax
import jax.numpy as jnp

from walk.sim import simulate

if __name__ == "__main__":
    key, count_key = jax.random.split(jax.random.PRNGKey(0))
    n_steps = int(jax.random.randint(count_key, (), 1, 10))  # concrete, outside jit
    print("steps:", n_steps, "end point:", simulate(key, jnp.float32(0.0), n_steps))
