# Report: https://github.com/ymahlau/fdtdx/pull/312
# DiffractiveDetector._uniform_resample (rectilinear-grid support) computes the resampled spacing as
# float(target_x[1] - target_x[0]); the detector update runs inside the jitted FDTD step (under
# lax.cond), where that difference is a tracer, so float() raises ConcretizationTypeError.
import jax.numpy as jnp

from fdtd.detectors import DiffractiveDetector
from fdtd.simulation import make_step

if __name__ == "__main__":
    x_centers = jnp.cumsum(jnp.linspace(0.5, 1.5, 6))
    y_centers = jnp.cumsum(jnp.linspace(1.0, 2.0, 5))
    field = jnp.ones((6, 5))
    step = make_step(DiffractiveDetector(nx=4, ny=3))
    for _ in range(3):
        field, power = step(field, x_centers, y_centers)
    print("power", power)
