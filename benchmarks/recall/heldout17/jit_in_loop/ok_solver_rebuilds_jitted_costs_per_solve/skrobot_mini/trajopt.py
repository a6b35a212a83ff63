"""Augmented-Lagrangian trajectory solver (reduced: one waypoint, a joint-limit penalty)."""
import jax
import jax.numpy as jnp

from skrobot_mini.kinematics import link_positions


def cost(q, mu, fk_data, target, q_limit):
    err = link_positions(q, fk_data)[-1] - target
    violation = jnp.maximum(jnp.abs(q) - q_limit, 0.0)
    return jnp.sum(err ** 2) + mu * jnp.sum(violation ** 2)


@jax.jit
def inner_step(q, mu, fk_data, target, q_limit, lr):
    return q - lr * jax.grad(cost)(q, mu, fk_data, target, q_limit)


cost_fn = jax.jit(cost)


class AugmentedLagrangianSolver:
    def __init__(self, n_inner=100, n_outer=5, lr=0.05):
        self.n_inner = n_inner
        self.n_outer = n_outer
        self.lr = lr

    def solve(self, fk_data, q0, target, q_limit=2.5):
        q, mu = q0, 1.0
        for _ in range(self.n_outer):
            for _ in range(self.n_inner):
                q = inner_step(q, mu, fk_data, target, q_limit, self.lr)
            mu = mu * 10.0
        return q, float(cost_fn(q, mu, fk_data, target, q_limit))


def solve_ik(fk_data, q0, target):
    solver = AugmentedLagrangianSolver()
    return solver.solve(fk_data, q0, target)
