# Report: https://github.com/climate-analytics-lab/jax-gcm/issues/735
# The option the issue asks for, making in-place parameter changes take effect: the physics
# parameters are passed to the jitted `_run_from_state` as a traced argument instead of being read
# through the static `self`, so the run after `set_value` uses the new `trvdi`.
import jax.numpy as jnp

from gcm_lite.model import Model
from gcm_lite.physics import SpeedyVerticalDiffusion, speedy_physics

if __name__ == "__main__":
    m = Model(physics=speedy_physics(), time_step=30.0)
    T1 = m.run(total_time=0.5).temperature

    term = next(t for t in m.physics if t.name == "speedy_vertical_diffusion")
    term.params.set_value(term.params.get_value()._replace(trvdi=jnp.array(2.0)))
    T2 = m.run(total_time=0.5).temperature

    control = Model(physics=[SpeedyVerticalDiffusion(trvdi=2.0)] + speedy_physics()[1:], time_step=30.0)
    T3 = control.run(total_time=0.5).temperature
    print("max |T2 - T1| after editing trvdi in place:", float(jnp.abs(T2 - T1).max()))
    print("max |T3 - T1| for a model built with trvdi=2:", float(jnp.abs(T3 - T1).max()))
