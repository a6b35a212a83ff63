# Report: https://github.com/brentyi/egoallo/issues/17
# Near miss, the report's fix: the window field of the guidance parameters is declared static
# (`struct.field(pytree_node=False)`), so the kernel has a concrete shape under jit and vmap.
import jax
import jax.numpy as jnp

from guidance import GuidanceParams, optimize

if __name__ == "__main__":
    params = GuidanceParams(smoothing_weight=0.5, step_size=0.1, smoothing_window=5)
    trajs = jax.random.normal(jax.random.key(0), (4, 32))
    print(optimize(trajs, params).shape)
