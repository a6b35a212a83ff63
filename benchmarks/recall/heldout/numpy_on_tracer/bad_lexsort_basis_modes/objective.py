# Report: https://github.com/PlasmaControl/DESC/issues/1334
# As in the report: the objective builds a Transform inside the jitted compute function, and
# Transform._check_inputs_fft sorts the basis modes with np.lexsort; the basis is an argument of the
# jitted function, so its modes are traced: TracerArrayConversionError.
import jax
import jax.numpy as jnp

from desc.basis import FourierZernikeBasis
from desc.transform import Transform


@jax.jit
def compute_scaled_error(basis, grid, c, target):
    transform = Transform(grid, basis)
    return (transform.transform(c) - target) / target.size


if __name__ == "__main__":
    basis = FourierZernikeBasis(modes=jnp.array([[0, 0, 0], [1, 1, 0], [2, 0, 1]]))
    grid = (jnp.linspace(0.1, 1, 5), jnp.zeros(5), jnp.zeros(5))
    print(compute_scaled_error(basis, grid, jnp.ones(3), jnp.ones(5)))
