# Report: https://github.com/jax-ml/jax/pull/4618
# The PR's experiment (for a user's print-debugging of an energy whose gradient the code needs): under
# `grad`, `print(x)` in the differentiated function shows a tracer ("Traced<3.14>" with the PR, a JVP
# tracer with its primal and tangent without it), not the number; the PR was closed, so the relaxation
# loop below, which calls `jax.grad(total_energy)`, prints `JUtotal:  GradTracer(primal=..., ...)`.
import jax
import jax.numpy as jnp

from physics.energy import total_energy


def relax(positions, steps=3, lr=0.01):
    force = jax.grad(total_energy)
    for _ in range(steps):
        positions = positions - lr * force(positions)
    return positions


if __name__ == "__main__":
    positions = jnp.array([[0.0, 0.0], [1.2, 0.0], [0.0, 1.1]])
    print(relax(positions))
