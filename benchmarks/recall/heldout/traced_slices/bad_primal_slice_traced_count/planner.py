# Report: https://github.com/jax-ml/jax/issues/4531
# As in the report: `compute_x` slices its solution with `sol_x[0:n_rob * nvar]`, where the number of
# robots `n_rob` is an ordinary (traced) argument of the jitted function: IndexError, slice indices
# must be static. The answer in the thread: mark n_rob static.
import jax
import jax.numpy as jnp


def compute_x(n_rob, P, bx_eq, cost_mat_inv_x, lamda_x, rho):
    nvar = jnp.shape(P)[1]
    lincost = jnp.hstack((lamda_x / rho, bx_eq))
    sol_x = jnp.dot(cost_mat_inv_x, lincost)
    primal_sol_x = sol_x[0 : n_rob * nvar]  # error: JAX107
    cx = primal_sol_x.reshape(n_rob, nvar)  # error: JAX106
    return jnp.dot(P, cx.T).T


compute_x_jit = jax.jit(compute_x)

if __name__ == "__main__":
    n_rob, nvar = 2, 3
    P = jnp.ones((4, nvar))
    cost = jnp.eye(n_rob * nvar + 2, n_rob * nvar + 2)
    print(compute_x_jit(n_rob, P, jnp.ones(2), cost, jnp.ones(n_rob * nvar), 1.0))
