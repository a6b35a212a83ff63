# Report: https://github.com/PlasmaControl/DESC/pull/998
# As in the PR thread: `jax.jit(jax.jacrev(zernike_radial))(r, l, m, 0)` passes the derivative order
# `dr` positionally, so under jit it is a traced int and `if dr == 0:` raises
# TracerBoolConversionError (without the trailing 0 the default is used and it works).
import jax
import numpy as np

from desc_lite.basis import fringe_modes, zernike_radial

if __name__ == "__main__":
    modes = fringe_modes(6)
    r = np.linspace(0.05, 1.0, 6)
    jac = jax.jit(jax.jacrev(zernike_radial))(r, modes[:, 0], modes[:, 1], 0)
    print(jac.shape)
