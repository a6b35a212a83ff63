# Report: https://github.com/google-research/long-range-arena/issues/7
# As the issue reports: training on ListOps fails at model creation with "ValueError: Non-hashable
# static arguments are not supported": the jitted create_model takes the model's keyword arguments
# as a static argument, and they are passed as a dict, which cannot be hashed.
import jax
import jax.numpy as jnp

from lra.models import ListOpsEncoder
from lra.train_utils import create_model

VOCAB_SIZE = 14

if __name__ == "__main__":
    model_kwargs = {"vocab_size": VOCAB_SIZE, "emb_dim": 16, "num_classes": 10}
    input_shape = (1, 24)
    init_key = jax.random.key(0)
    params = create_model(init_key, ListOpsEncoder, input_shape, tuple(sorted(model_kwargs.items())))
    tokens = jax.random.randint(jax.random.key(1), (4, 24), 0, VOCAB_SIZE)
    logits = ListOpsEncoder(**model_kwargs).apply(params, tokens)
    print("logits shape:", logits.shape, "mean:", float(jnp.mean(logits)))
