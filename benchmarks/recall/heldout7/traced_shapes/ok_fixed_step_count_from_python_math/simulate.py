# Report: https://github.com/jax-ml/jax/issues/5017
# Near miss: the step count is computed with Python arithmetic on the constant time span, so it is a plain
# int when jnp.arange needs it.
import jax
import jax.numpy as jnp

from odesolve.fixed import fixed_step_solve


def sim_function(coeff):
    def rhs(t, y):
        return coeff * y

    return fixed_step_solve(rhs, t_span=[0.0, 0.5], y0=jnp.array(1.0), max_dt=0.1)


if __name__ == "__main__":
    print("eager:", float(sim_function(1.0)))
    sim = jax.jit(sim_function)
    print("jit:", float(sim(1.0)))
    print("grad:", float(jax.jit(jax.grad(sim_function))(1.0)))
