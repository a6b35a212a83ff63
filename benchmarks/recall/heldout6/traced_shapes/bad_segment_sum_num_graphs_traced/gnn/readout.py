import jax.numpy as jnp

from .pooling import segment_mean


class GraphReadout:
    """Mean-pools node features per graph, then a linear head."""

    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, node_feats, graph_ids, num_graphs):
        pooled = segment_mean(jnp.tanh(node_feats), graph_ids, num_graphs)
        return pooled @ self.w + self.b
