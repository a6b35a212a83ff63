# Report: https://github.com/PyAutoLabs/PyAutoLens/issues/498
# As in the issue: with the subhalo's redshift a free parameter, the JAX likelihood (vmapped and
# jitted over parameter vectors) builds galaxies whose redshift is a tracer, and
# `plane_redshifts_from` orders them with Python's `sorted(..., key=lambda g: g.redshift)`: the
# pairwise `<` on tracers raises TracerBoolConversionError.
import jax
import jax.numpy as jnp

from lens import Galaxy, deflections_of_planes

GRID = jnp.stack(jnp.meshgrid(jnp.linspace(-2, 2, 8), jnp.linspace(-2, 2, 8)), axis=-1).reshape(-1, 2)


def log_likelihood(theta, data):
    lens = Galaxy(redshift=0.5, einstein_radius=theta[0])
    subhalo = Galaxy(redshift=theta[1], einstein_radius=theta[2])
    source = Galaxy(redshift=1.0)
    model = deflections_of_planes([lens, subhalo, source], GRID)
    return -0.5 * jnp.sum((model - data) ** 2)


if __name__ == "__main__":
    data = jnp.zeros_like(GRID)
    thetas = jnp.array([[1.6, 0.55, 0.05], [1.5, 0.3, 0.02]])
    print(jax.jit(jax.vmap(log_likelihood, in_axes=(0, None)))(thetas, data))
