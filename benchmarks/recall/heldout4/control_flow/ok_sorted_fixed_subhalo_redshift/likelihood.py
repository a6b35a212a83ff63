# Report: https://github.com/PyAutoLabs/PyAutoLens/issues/498
# Scenario A of the issue: the subhalo redshift is fixed at z = 0.55 (a Python float), only the
# Einstein radii are free, so `sorted` compares concrete redshifts and the vmapped, jitted
# likelihood runs.
import jax
import jax.numpy as jnp

from lens import Galaxy, deflections_of_planes

GRID = jnp.stack(jnp.meshgrid(jnp.linspace(-2, 2, 8), jnp.linspace(-2, 2, 8)), axis=-1).reshape(-1, 2)

SUBHALO_REDSHIFT = 0.55


def log_likelihood(theta, data):
    lens = Galaxy(redshift=0.5, einstein_radius=theta[0])
    subhalo = Galaxy(redshift=SUBHALO_REDSHIFT, einstein_radius=theta[1])
    source = Galaxy(redshift=1.0)
    model = deflections_of_planes([lens, subhalo, source], GRID)
    return -0.5 * jnp.sum((model - data) ** 2)


if __name__ == "__main__":
    data = jnp.zeros_like(GRID)
    thetas = jnp.array([[1.6, 0.05], [1.5, 0.02]])
    print(jax.jit(jax.vmap(log_likelihood, in_axes=(0, None)))(thetas, data))
