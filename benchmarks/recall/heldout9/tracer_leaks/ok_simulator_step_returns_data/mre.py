# Report: https://github.com/gbionics/jaxsim/issues/43
# Fixed twin: the jitted step takes the simulator data and returns the new data; the caller keeps it.
import jax

from jaxsim_mini import JaxSim

if __name__ == "__main__":
    sim = JaxSim.build(step_size=0.001, steps_per_run=1)
    step = jax.jit(sim.step)

    data = sim.data
    for _ in range(3):
        data = step(data)
    sim.data = data
    print(sim.data.joint_positions + 1.0)
