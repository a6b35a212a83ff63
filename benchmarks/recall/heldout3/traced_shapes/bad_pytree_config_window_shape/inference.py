# Report: https://github.com/brentyi/egoallo/issues/17
# As in the report ("Shapes must be 1D sequences of concrete values of integer type ... while tracing
# the function _optimize_vmapped ... depends on the value of the argument guidance_params[12]"): the
# guidance parameters are a pytree dataclass whose integer field is an ordinary (traced) leaf, and the
# optimizer uses that field as a shape. The fix marks the field static.
import jax
import jax.numpy as jnp

from guidance import GuidanceParams, optimize

if __name__ == "__main__":
    params = GuidanceParams(smoothing_window=5, smoothing_weight=0.5, step_size=0.1)
    trajs = jax.random.normal(jax.random.key(0), (4, 32))
    print(optimize(trajs, params).shape)
