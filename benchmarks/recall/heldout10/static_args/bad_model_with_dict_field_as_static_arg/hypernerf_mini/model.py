from typing import Mapping

import flax.linen as nn
import jax.numpy as jnp


class NerfModel(nn.Module):
    embeddings_dict: Mapping[str, int]
    hidden: int = 16

    @nn.compact
    def __call__(self, points, warp_ids):
        warp = nn.Embed(self.embeddings_dict["warp"], 4)(warp_ids)
        h = nn.relu(nn.Dense(self.hidden)(jnp.concatenate([points, warp], axis=-1)))
        return nn.Dense(4)(h)
