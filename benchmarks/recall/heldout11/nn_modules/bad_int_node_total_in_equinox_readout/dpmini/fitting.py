import equinox as eqx
import jax
import jax.numpy as jnp

from dpmini.neighbor_graph import frame_id_from_n_node


class EnergyFitting(eqx.Module):
    """Per-atom energies summed into one energy per frame of a flat, multi-frame graph."""

    mlp: eqx.nn.MLP

    def __init__(self, n_feat, key):
        self.mlp = eqx.nn.MLP(n_feat, 1, 16, 2, key=key)

    def __call__(self, node_feat, n_node):
        atom_e = jax.vmap(self.mlp)(node_feat)[:, 0]
        frame_id = frame_id_from_n_node(n_node, node_feat.shape[0])
        return jax.ops.segment_sum(atom_e, frame_id, num_segments=n_node.shape[0])
