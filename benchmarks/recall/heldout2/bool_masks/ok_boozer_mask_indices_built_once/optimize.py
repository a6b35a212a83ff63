# Report: https://github.com/PlasmaControl/DESC/issues/625
# Twin: the symmetry-breaking modes are selected once in `build` with NumPy on the concrete mode table,
# and the jitted compute indexes with those integer positions.
import jax
import jax.numpy as jnp

from desc.objectives import QuasisymmetryBoozer

objective = QuasisymmetryBoozer(helicity=(1, 0))
objective.build()


def optimize(params, steps=3):
    def cost(p):
        return jnp.sum(objective.compute_jit(p, objective.constants) ** 2)

    for _ in range(steps):
        g = jax.grad(cost)(params)
        params = jax.tree.map(lambda p, d: p - 0.1 * d, params, g)
    return params


if __name__ == "__main__":
    params = {"B0": jnp.float32(1.0), "delta": jnp.float32(0.3)}
    print(objective.compute(params, objective.constants).shape)  # eager: fine
    print(optimize(params))
