from flax import nnx


def make_head(n_in, n_out):
    # an NNX layer used from Linen code through the bridge
    return nnx.bridge.ToLinen(nnx.Linear, args=(n_in, n_out), kwargs={"use_bias": False})
