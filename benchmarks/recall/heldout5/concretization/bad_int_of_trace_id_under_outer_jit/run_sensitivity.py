# Report: https://github.com/climate-analytics-lab/jax-gcm/pull/747
# As the PR describes: the jitted `_run_from_state` returned a trace id and `run` read it with
# `int()`, which is a concrete value only outside any enclosing transformation; `jax.jit` around
# `run` (building a Model per parameter set inside one jit, the documented way to vary a physics
# parameter) raised a ConcretizationTypeError.
import jax.numpy as jnp

from experiments.sensitivity import mean_temperature
from speedy.model import Model
from speedy.physics import VerticalDiffusion

if __name__ == "__main__":
    print("eager run:", Model(physics=[VerticalDiffusion(24.0)]).run(total_time=0.5).mean())
    for trvdi in (2.0, 24.0):
        print("trvdi", trvdi, "level means:", mean_temperature(jnp.asarray(trvdi)))
