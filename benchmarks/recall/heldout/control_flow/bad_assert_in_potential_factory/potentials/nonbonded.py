import jax.numpy as jnp


def nonbonded_v3(conf, params, box, lamb, cutoff, runtime_validate=True):
    if runtime_validate:
        assert (jnp.diag(box) > 2 * cutoff).all(), "box too small for the cutoff"  # error: JAX101
    d = conf[:, None, :] - conf[None, :, :]
    d = d - jnp.diag(box) * jnp.round(d / jnp.diag(box))
    r = jnp.sqrt((d ** 2).sum(-1) + jnp.eye(conf.shape[0]))
    q = params[:, 0]
    e = q[:, None] * q[None, :] / r * (r < cutoff) * (1.0 - jnp.eye(conf.shape[0]))
    return 0.5 * (1.0 - lamb) * e.sum()
