# Report: https://github.com/pmelchior/scarlet2/pull/24
# The step size of the fit depends on the iteration number through an optax schedule; the iteration is
# handed to the eqx.filter_jit-ed _make_step as a Python int, which filter_jit treats as static, so the
# step recompiles on every iteration (the workaround in the thread: pass jnp.asarray(it)).
import jax.numpy as jnp

from scarlet_lite import scene as scene_module
from scarlet_lite.scene import Scene

if __name__ == "__main__":
    observations = jnp.outer(jnp.array([1.0, 2.0]), jnp.array([0.2, 0.5, 0.3]))
    scene = Scene(jnp.ones((2, 1)), jnp.full((1, 3), 0.3, dtype=jnp.float32), max_iter=30)
    scene.fit(observations, max_iter=30)
    print("traces of _make_step for 30 iterations:", len(scene_module.TRACES))
