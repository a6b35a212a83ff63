# Report: https://github.com/pyro-ppl/numpyro/pull/821
# `if not_jax_tracer(concentration) and np.all(concentration < 0):` in the codomain helper: the
# concentration is a concrete array, but under jit `concentration < 0` is staged as a traced
# comparison, so the `if` raises TracerBoolConversionError ("will fail because although
# `concentration` is not a tracer, `concentration < 0` will be a tracer").
import jax
import jax.numpy as jnp

from gpd.bijectors import GeneralizedPareto
from gpd.distribution import GeneralizedParetoDist

if __name__ == "__main__":
    dist = GeneralizedParetoDist(GeneralizedPareto(loc=0.0, scale=1.0, concentration=-0.5))
    values = jnp.array([0.5, 1.5, 2.5])
    print("eager:", dist.log_prob(values))
    print("jitted:", jax.jit(dist.log_prob)(values))
