# Report: https://github.com/mvdh7/pytzer/pull/55
# The fix: the convergence warning is raised from a host callback (`jax.debug.callback`) that gets
# the concrete `converged` flag, so the speciation solve can be jitted and vmapped.
import jax
import jax.numpy as jnp

from pitzer_lite.solve import solve_speciation

if __name__ == "__main__":
    temperatures = jnp.linspace(278.15, 318.15, 5)
    solve = jax.jit(jax.vmap(lambda t: solve_speciation(0.1, jnp.log(1.8e-5), t)))
    h, n_iter = solve(temperatures)
    print("pH:", -jnp.log10(h))
