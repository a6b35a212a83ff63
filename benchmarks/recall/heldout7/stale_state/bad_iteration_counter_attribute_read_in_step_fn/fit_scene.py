# Report: https://github.com/pmelchior/scarlet2/pull/29
# Before this PR the scene counted its own iterations and the step-size function read that counter. The
# step function is a static argument of the eqx.filter_jit-ed _make_step, hashed by identity: the same
# lambda every iteration, so the counter is read once, at the first trace, and the schedule never moves.
import jax.numpy as jnp

from scarlet_lite.scene import Scene

if __name__ == "__main__":
    observations = jnp.outer(jnp.array([1.0, 2.0]), jnp.array([0.2, 0.5, 0.3]))
    scene = Scene(jnp.ones((2, 1)), jnp.full((1, 3), 0.3, dtype=jnp.float32), max_iter=30)
    scene.fit(observations, max_iter=30)
    h = scene.history
    print("step size at iterations 0, 15, 29:", h[0], h[15], h[29])
