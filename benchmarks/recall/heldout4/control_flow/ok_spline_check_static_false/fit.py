# Report: https://github.com/f0uriest/interpax/issues/96
# The maintainer's answer: the checks are not jit compatible by design, so pass `check=False` as a
# static argument when jitting the constructor; the traced `if` is then never reached.
import jax
import numpy as np

from splines import CubicSpline

if __name__ == "__main__":
    x = np.array([0.0, 1.0, 2.0, 3.0])
    y = np.array([0.0, 1.0, 4.0, 9.0])
    spline = jax.jit(CubicSpline, static_argnames=["check"])(x, y, check=False)
    print(spline(np.array([0.5, 1.5, 2.5])))
    # eagerly the checks still run on concrete values
    print(CubicSpline(x, y)(np.array([0.5, 1.5, 2.5])))
