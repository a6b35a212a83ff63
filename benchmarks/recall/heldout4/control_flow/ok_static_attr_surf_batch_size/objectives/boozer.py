import jax
import jax.numpy as jnp


class QuasisymmetryBoozer:
    """Symmetry-breaking Boozer harmonics, evaluated one flux surface batch at a time."""

    _static_attrs = ["_surf_batch_size"]

    def __init__(self, n_surfaces=8, n_modes=5, surf_batch_size=1, weight=1.0):
        self.n_surfaces = n_surfaces
        self.n_modes = n_modes
        self._surf_batch_size = surf_batch_size
        self.weight = weight
        self.constants = None

    def build(self):
        rho = jnp.linspace(0.1, 1.0, self.n_surfaces)
        basis = jnp.cos(jnp.outer(rho, jnp.arange(1, self.n_modes + 1)))
        self.constants = {
            "rho": rho,
            "basis": basis,
        }

    def compute(self, x, constants):
        basis = constants["basis"]

        def one_surface(b):
            return jnp.dot(b, x) ** 2

        # the static attribute, not a copy in `constants` (which the jitted function traces)
        if self._surf_batch_size > 1:
            return jax.lax.map(one_surface, basis, batch_size=self._surf_batch_size)
        return jax.vmap(one_surface)(basis)
