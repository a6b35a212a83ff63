# Report: https://github.com/pmelchior/scarlet2/pull/24
# Near miss: the iteration number goes in as a jnp array, a traced argument: one compile for the whole fit.
import jax.numpy as jnp

from scarlet_lite import scene as scene_module
from scarlet_lite.scene import Scene

if __name__ == "__main__":
    observations = jnp.outer(jnp.array([1.0, 2.0]), jnp.array([0.2, 0.5, 0.3]))
    scene = Scene(jnp.ones((2, 1)), jnp.full((1, 3), 0.3, dtype=jnp.float32), max_iter=30)
    scene.fit(observations, max_iter=30)
    print("traces of _make_step for 30 iterations:", len(scene_module.TRACES))
