from flax import nnx
from flax.core import FrozenDict


def make_head(n_in, n_out):
    # an NNX layer used from Linen code through the bridge; frozen kwargs keep the module hashable
    return nnx.bridge.ToLinen(nnx.Linear, args=(n_in, n_out), kwargs=FrozenDict(use_bias=False))
