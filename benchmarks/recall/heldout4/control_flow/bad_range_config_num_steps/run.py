# Report: https://github.com/jax-ml/jax/issues/1406
# As in the issue: a Python `for _ in range(num)` inside a jitted function whose `num` is an ordinary
# (traced) argument: `range` needs a concrete int, so tracing raises TracerIntegerConversionError.
# Here the count comes from a config dataclass in another module.
import jax.numpy as jnp

from sim.config import SimConfig
from sim.integrate import integrate

if __name__ == "__main__":
    cfg = SimConfig()
    state = (jnp.array([1.0, 0.5]), jnp.zeros(2))
    print(integrate(state, cfg.dt, cfg.n_steps, cfg.damping))
