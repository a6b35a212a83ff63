# Report: https://github.com/google/hypernerf/issues/33
# The module's mapping attribute is a flax FrozenDict, which hashes by content, so the module can be
# the static argument of the jitted train step (one trace for the three steps).
import jax
import jax.numpy as jnp
from flax.core import FrozenDict

from hypernerf_mini.model import NerfModel
from hypernerf_mini.training import train_step

if __name__ == "__main__":
    model = NerfModel(embeddings_dict=FrozenDict({"warp": 5, "appearance": 5}))
    batch = {
        "points": jax.random.normal(jax.random.key(0), (8, 3)),
        "warp_ids": jnp.arange(8) % 5,
        "rgb": jnp.zeros((8, 4)),
    }
    params = model.init(jax.random.key(1), batch["points"], batch["warp_ids"])
    for step in range(3):
        params, loss = train_step(model, params, batch)
        print(step, float(loss))
