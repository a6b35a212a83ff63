# Report: https://github.com/proteneer/timemachine/pull/800
# The fix of the PR: to_reference passes runtime_validate=False, so the assert never runs under jit.
import jax
import jax.numpy as jnp

from potentials.generic import Nonbonded

if __name__ == "__main__":
    conf = jax.random.uniform(jax.random.key(0), (5, 3)) * 3.0
    params = jnp.ones((5, 3))
    box = jnp.eye(3) * 3.0
    nonbonded_ref = Nonbonded(cutoff=1.2).to_reference()
    print(nonbonded_ref(conf, params, box, 0.0))
    nonbonded_ref_jit = jax.jit(nonbonded_ref)
    print(nonbonded_ref_jit(conf, params, box, 0.0))
