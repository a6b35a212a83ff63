# Report: https://github.com/jax-ml/jax/issues/1120
# "functions that take static options (associated with branching within the function)": the option
# is an ordinary argument, so under `jit` it is traced and `if option:` raises
# TracerBoolConversionError (`jit(python_control_flow)(x, True)` "doesn't work"). Here the
# periodic-boundary flag of a potential's energy, jitted (and differentiated) by a step factory.
import jax

from md.potentials import SoftSphere
from md.simulate import make_step

if __name__ == "__main__":
    positions = jax.random.uniform(jax.random.key(0), (6, 2), maxval=4.0)
    step = make_step(SoftSphere())
    for _ in range(3):
        positions, energy = step(positions, True)
    print("energy:", float(energy))
