# Report: https://github.com/jax-ml/jax/issues/1406
# The fix: `n_steps` is a static argument, so `range` gets the Python int from the config (one
# compilation per step count, the loop unrolled at trace time).
import jax.numpy as jnp

from sim.config import SimConfig
from sim.integrate import integrate

if __name__ == "__main__":
    cfg = SimConfig()
    state = (jnp.array([1.0, 0.5]), jnp.zeros(2))
    print(integrate(state, cfg.dt, cfg.n_steps, cfg.damping))
