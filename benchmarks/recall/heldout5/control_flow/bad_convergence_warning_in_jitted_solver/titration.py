# Report: https://github.com/mvdh7/pytzer/pull/55
# As the PR describes: the solve functions raised their convergence warnings with Python `if`
# statements on the solver's result, so the whole solve could not be jitted; jitting the speciation
# across temperatures fails with a TracerBoolConversionError at the warning's test (the PR replaced
# those `if`s with JAX-compatible conditionals).
import jax
import jax.numpy as jnp

from pitzer_lite.solve import solve_speciation

if __name__ == "__main__":
    temperatures = jnp.linspace(278.15, 318.15, 5)
    solve = jax.jit(jax.vmap(lambda t: solve_speciation(0.1, jnp.log(1.8e-5), t)))
    h, n_iter = solve(temperatures)
    print("pH:", -jnp.log10(h))
