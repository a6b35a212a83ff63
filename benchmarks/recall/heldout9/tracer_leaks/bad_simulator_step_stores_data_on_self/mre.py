# Report: https://github.com/gbionics/jaxsim/issues/43
# `sim.step = jax.jit(sim.step)`: the step method stores its new state on `self.data`, so the jitted
# call leaves a tracer on the simulator. The first result looks fine; touching `sim.data` afterwards
# raises UnexpectedTracerError (and JAX_CHECK_TRACER_LEAKS=1 reports the leak at the step).
import jax

from jaxsim_mini import JaxSim

if __name__ == "__main__":
    sim = JaxSim.build(step_size=0.001, steps_per_run=1)

    # The problem occurs only if we jit-compile the method
    sim.step = jax.jit(sim.step)

    step_data = sim.step()
    print(step_data.joint_positions)
    print(sim.data.joint_positions + 1.0)
