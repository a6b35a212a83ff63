# Report: https://github.com/jax-ml/jax/issues/1120
# The option is declared static (`static_argnames`) and passed by keyword, so `if periodic:` sees a
# Python bool and the jitted energy and force compile once per option value.
import jax

from md.potentials import SoftSphere
from md.simulate import make_step

if __name__ == "__main__":
    positions = jax.random.uniform(jax.random.key(0), (6, 2), maxval=4.0)
    step = make_step(SoftSphere())
    for _ in range(3):
        positions, energy = step(positions, True)
    print("energy:", float(energy))
