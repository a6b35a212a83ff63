# Report: https://github.com/jax-ml/jax/pull/23228
# The number of integration steps is an argument of the jitted simulation and reaches lax.scan as `length`;
# jit traces it, and scan raises ConcretizationTypeError ("The `length` argument to `scan` expects a
# concrete `int` value").
import jax
import jax.numpy as jnp

from orbits import integrate

simulate = jax.jit(integrate.simulate)

if __name__ == "__main__":
    q0 = jnp.array([1.0, 0.0])
    p0 = jnp.array([0.0, 1.0])
    traj = simulate(q0, p0, n_steps=200, dt=0.01)
    print("radius after 200 steps:", float(jnp.linalg.norm(traj[-1])))
