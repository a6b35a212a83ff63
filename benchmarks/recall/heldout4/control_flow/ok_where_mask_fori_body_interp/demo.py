# Report: https://github.com/jax-ml/jax/issues/9579
# The fix: every point is mapped through the CDF and `jnp.where(mask, ...)` keeps the new value only
# for the points of interval idx, so the body has static shapes.
import jax
import jax.numpy as jnp

from interp import cos_interpolate_randomized

if __name__ == "__main__":
    xp = jnp.linspace(0.0, 1.0, 5)
    fp = xp**2
    x = jnp.linspace(0.05, 0.95, 12)
    print(jax.jit(cos_interpolate_randomized)(x, xp, fp, jax.random.key(0)))
