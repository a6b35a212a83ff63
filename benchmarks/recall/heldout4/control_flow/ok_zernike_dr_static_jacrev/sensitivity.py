# Report: https://github.com/PlasmaControl/DESC/pull/998
# The fix: the derivative order is a static argument of the jitted Jacobian, so `if dr == 0:` sees
# the Python int.
import jax
import numpy as np

from desc_lite.basis import fringe_modes, zernike_radial

if __name__ == "__main__":
    modes = fringe_modes(6)
    r = np.linspace(0.05, 1.0, 6)
    jac = jax.jit(jax.jacrev(zernike_radial), static_argnums=3)(r, modes[:, 0], modes[:, 1], 0)
    print(jac.shape)
    slope = jax.jit(zernike_radial, static_argnums=3)(r, modes[:, 0], modes[:, 1], 1)
    print(np.allclose(np.einsum("iki->ik", jac), slope, atol=1e-4))
