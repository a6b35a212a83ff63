# Report: https://github.com/f0uriest/interpax/issues/96
# As in the issue: `jit(CubicSpline)(x, y)` traces the constructor, whose input validation
# (`prepare_input`, on by default) does `if not jnp.all(jnp.isfinite(x)):` on the traced knots and
# raises TracerBoolConversionError.
import jax
import numpy as np

from splines import CubicSpline

if __name__ == "__main__":
    x = np.array([0.0, 1.0, 2.0, 3.0])
    y = np.array([0.0, 1.0, 4.0, 9.0])
    spline = jax.jit(CubicSpline)(x, y)
    print(spline(np.array([0.5, 1.5, 2.5])))
