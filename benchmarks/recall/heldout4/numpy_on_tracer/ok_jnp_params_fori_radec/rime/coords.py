import jax.numpy as jnp
from jax import lax

deg2rad = jnp.pi / 180.0


def radec2lm(radec, ra0=177.117828264 * deg2rad, dec0=-29.9948728272 * deg2rad):
    source = radec.shape[0]
    lm = jnp.empty((source, 2), radec.dtype)

    def body(s, lm):
        ra, dec = radec[s]
        delta_ra = ra - ra0
        l = jnp.cos(dec) * jnp.sin(delta_ra)
        m = jnp.sin(dec) * jnp.cos(dec0) - jnp.cos(dec) * jnp.sin(dec0) * jnp.cos(delta_ra)
        return lm.at[s].set(jnp.stack([l, m]))

    return lax.fori_loop(0, source, body, lm)
