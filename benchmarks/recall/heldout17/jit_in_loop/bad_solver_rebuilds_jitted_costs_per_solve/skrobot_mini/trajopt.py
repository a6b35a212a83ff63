"""Augmented-Lagrangian trajectory solver (reduced: one waypoint, a joint-limit penalty)."""
import jax
import jax.numpy as jnp

from skrobot_mini.kinematics import link_positions


class AugmentedLagrangianSolver:
    def __init__(self, n_inner=100, n_outer=5, lr=0.05):
        self.n_inner = n_inner
        self.n_outer = n_outer
        self.lr = lr

    def _build_functions(self, fk_data, target, q_limit):
        def cost(q, mu):
            err = link_positions(q, fk_data)[-1] - target
            violation = jnp.maximum(jnp.abs(q) - q_limit, 0.0)
            return jnp.sum(err ** 2) + mu * jnp.sum(violation ** 2)

        def inner_step(q, mu):
            return q - self.lr * jax.grad(cost)(q, mu)

        cost_fn = jax.jit(cost)  # error: JAX205
        inner_fn = jax.jit(inner_step)  # error: JAX205
        return cost_fn, inner_fn

    def solve(self, fk_data, q0, target, q_limit=2.5):
        cost_fn, inner_fn = self._build_functions(fk_data, target, q_limit)
        q, mu = q0, 1.0
        for _ in range(self.n_outer):
            for _ in range(self.n_inner):
                q = inner_fn(q, mu)
            mu = mu * 10.0
        return q, float(cost_fn(q, mu))


def solve_ik(fk_data, q0, target):
    solver = AugmentedLagrangianSolver()
    return solver.solve(fk_data, q0, target)
