# Report: https://github.com/deepmodeling/deepmd-kit/pull/5583
# Review of the graph-native forward: "`frame_id_from_n_node()` still does
# `int(xp.sum(n_node))`, which is not trace-friendly for JAX/export". Here the fitting network of an
# equinox model calls it under `eqx.filter_jit`, where `n_node` is traced: ConcretizationTypeError.
import equinox as eqx
import jax
import jax.numpy as jnp

from dpmini.fitting import EnergyFitting


@eqx.filter_jit
def frame_energies(model, node_feat, n_node):
    return model(node_feat, n_node)


if __name__ == "__main__":
    model = EnergyFitting(4, jax.random.key(0))
    node_feat = jax.random.normal(jax.random.key(1), (8, 4))  # two frames of 3 atoms, 2 padding
    n_node = jnp.array([3, 3])
    print("jitted:", frame_energies(model, node_feat, n_node))
    atom_e = jax.vmap(model.mlp)(node_feat)[:, 0]
    print("by hand:", jnp.array([atom_e[:3].sum(), atom_e[3:].sum()]))
