# Report: https://github.com/proteneer/timemachine/pull/800
# The PR's fix in one file: the reference potential is a partial that binds runtime_validate=False, so
# the assert on traced values never runs under jit (this jitted partial runs clean).
import functools

import jax
import jax.numpy as jnp


def nonbonded_v3(conf, params, box, lamb, cutoff, runtime_validate=True):
    if runtime_validate:
        assert (jnp.diag(box) > 2 * cutoff).all(), "box too small for the cutoff"
    d = conf[:, None, :] - conf[None, :, :]
    r = jnp.sqrt((d ** 2).sum(-1) + jnp.eye(conf.shape[0]))
    q = params[:, 0]
    return 0.5 * (1.0 - lamb) * (q[:, None] * q[None, :] / r * (1.0 - jnp.eye(conf.shape[0]))).sum()


nonbonded_ref = functools.partial(nonbonded_v3, cutoff=1.2, runtime_validate=False)
nonbonded_ref_jit = jax.jit(nonbonded_ref)

if __name__ == "__main__":
    conf = jax.random.uniform(jax.random.key(0), (5, 3)) * 3.0
    print(nonbonded_ref_jit(conf, jnp.ones((5, 3)), jnp.eye(3) * 3.0, 0.0))
