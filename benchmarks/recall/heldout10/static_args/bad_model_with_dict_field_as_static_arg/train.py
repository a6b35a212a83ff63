# Report: https://github.com/google/hypernerf/issues/33
# "ValueError: Non-hashable static arguments are not supported ... unhashable type: 'NerfModel'":
# the model is a static argument of the train step, and the flax module carries a dict attribute
# (`embeddings_dict`), so hashing the module fails at the first step.
import jax
import jax.numpy as jnp

from hypernerf_mini.model import NerfModel
from hypernerf_mini.training import train_step

if __name__ == "__main__":
    model = NerfModel(embeddings_dict={"warp": 5, "appearance": 5})
    batch = {
        "points": jax.random.normal(jax.random.key(0), (8, 3)),
        "warp_ids": jnp.arange(8) % 5,
        "rgb": jnp.zeros((8, 4)),
    }
    params = model.init(jax.random.key(1), batch["points"], batch["warp_ids"])
    for step in range(3):
        params, loss = train_step(model, params, batch)  # error: JAX206
        print(step, float(loss))
