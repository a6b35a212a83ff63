# Report: https://github.com/jax-ml/jax/issues/5208
# The report's grid2: a count computed with jnp inside jit is a tracer even though it only depends on
# constants, and jnp.linspace needs a concrete `num`: ConcretizationTypeError.
import jax
import jax.numpy as jnp


@jax.jit
def grid2():
    t0, tf, dt = 0.0, 1.0, 1e-1
    num_steps = jnp.maximum(jnp.abs((tf - t0) / dt), 1)
    return jnp.linspace(t0, tf, num_steps + 1)  # error: JAX106


if __name__ == "__main__":
    print(grid2())
