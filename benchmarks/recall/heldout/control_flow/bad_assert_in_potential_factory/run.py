# Report: https://github.com/proteneer/timemachine/pull/800
# As in the PR: `Nonbonded.to_reference()` returns the reference potential, which works eagerly but fails
# under `jit(nonbonded_ref)` because nonbonded_v3 asserts on traced values (runtime_validate defaults
# to True): TracerBoolConversionError.
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
