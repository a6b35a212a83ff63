# Report: https://github.com/climate-analytics-lab/jax-gcm/issues/735
# As in the issue: `Model._run_from_state` is jitted with `self` static, so every physics term and
# its parameters are baked into the compiled program. Editing a term's parameter in place
# (`term.params.set_value(...)`) does not change the model's hash, JAX reuses the executable, and the
# second run ignores the new `trvdi`; a model built with the edited value shows it is not inert.
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
