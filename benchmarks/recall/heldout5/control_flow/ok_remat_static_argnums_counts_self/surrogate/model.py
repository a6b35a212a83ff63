import flax.linen as nn

from .layers import NormedMLP

# Rematerialise the MLP to save activation memory; `train` is a Python bool, so it is marked static.
RematMLP = nn.remat(NormedMLP, static_argnums=(2,))  # argnums count `self`: 0 self, 1 x, 2 train


class Surrogate(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, x, train=True):
        return RematMLP(hidden=self.hidden)(x, train)
