# Report: https://github.com/climate-analytics-lab/jax-gcm/pull/747
# The PR's fix: the trace id is gone; `run` records only Python values, so `jax.jit` around `run`
# (a Model built per parameter set inside one jit) works.
import jax.numpy as jnp

from experiments.sensitivity import mean_temperature
from speedy.model import Model
from speedy.physics import VerticalDiffusion

if __name__ == "__main__":
    print("eager run:", Model(physics=[VerticalDiffusion(24.0)]).run(total_time=0.5).mean())
    for trvdi in (2.0, 24.0):
        print("trvdi", trvdi, "level means:", mean_temperature(jnp.asarray(trvdi)))
