# Report: https://github.com/pmelchior/scarlet2/pull/27
# "Current version of iteration dependence does not change the iteration number when
# scene._make_step is jitted": the step-size function reads the scene's iteration counter, but it
# is a static callable of the jitted step, so the counter is read once, at the first trace, and the
# schedule never moves past its first value.
import jax.numpy as jnp

from scarlet_mini.scene import Scene

if __name__ == "__main__":
    scene = Scene(jnp.ones(3))
    factors = scene.fit(jnp.array([2.0, 3.0, 4.0]))
    print("schedule factors:", [round(f, 3) for f in factors])
    print("schedule frozen at its first value:", len(set(round(f, 4) for f in factors)) == 1)
