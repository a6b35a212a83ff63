import jax.numpy as jnp


def surface_grid(rho, n_theta):
    theta = jnp.linspace(0.0, 2 * jnp.pi, n_theta, endpoint=False)
    return jnp.stack([rho * jnp.cos(theta), rho * jnp.sin(theta)], axis=1)


class SurfaceObjective:
    """Penalises the field strength on flux surfaces; the surface grids are built once, per rho."""

    def __init__(self, rhos, n_theta=16):
        self._grids = {float(rho): surface_grid(rho, n_theta) for rho in rhos}

    def compute(self, coeffs, rho):
        grid = self._grids[rho]  # error: JAX109
        field = coeffs[0] + coeffs[1] * grid[:, 0] + coeffs[2] * grid[:, 1]
        return jnp.mean(field**2)
