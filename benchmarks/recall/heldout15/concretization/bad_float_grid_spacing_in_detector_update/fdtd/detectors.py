import jax
import jax.numpy as jnp


class DiffractiveDetector:
    def __init__(self, nx, ny):
        self.nx = nx
        self.ny = ny

    def _uniform_resample(self, field, x_centers, y_centers):
        target_x = jnp.linspace(x_centers[0], x_centers[-1], self.nx)
        target_y = jnp.linspace(y_centers[0], y_centers[-1], self.ny)
        field = jax.vmap(lambda col: jnp.interp(target_x, x_centers, col), in_axes=1, out_axes=1)(field)
        field = jax.vmap(lambda row: jnp.interp(target_y, y_centers, row))(field)
        dx = float(target_x[1] - target_x[0]) if self.nx > 1 else 1.0  # error: JAX105
        dy = float(target_y[1] - target_y[0]) if self.ny > 1 else 1.0  # error: JAX105
        return field, dx, dy

    def update(self, field, x_centers, y_centers):
        resampled, dx, dy = self._uniform_resample(field, x_centers, y_centers)
        return jnp.sum(jnp.abs(resampled) ** 2) * dx * dy
