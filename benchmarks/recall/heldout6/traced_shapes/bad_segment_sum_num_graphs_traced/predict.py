# Report: https://github.com/jax-ml/jax/issues/6350
# As the issue reports: jax.ops.segment_sum under jit with num_segments passed as an ordinary argument
# fails, because num_segments fixes the output shape and must be concrete (int(num_segments) raises a
# ConcretizationTypeError); here a batched-graph readout passes the number of graphs in the batch.
from functools import partial

import jax
import jax.numpy as jnp

from gnn.readout import GraphReadout


@jax.jit
def predict(w, b, node_feats, graph_ids, num_graphs):
    return GraphReadout(w, b)(node_feats, graph_ids, num_graphs)


if __name__ == "__main__":
    key = jax.random.key(0)
    feats = jax.random.normal(key, (7, 4))
    graph_ids = jnp.array([0, 0, 0, 1, 1, 2, 2])
    w, b = jnp.ones((4, 1)), jnp.zeros(1)
    print("per-graph predictions:", predict(w, b, feats, graph_ids, num_graphs=3)[:, 0])
