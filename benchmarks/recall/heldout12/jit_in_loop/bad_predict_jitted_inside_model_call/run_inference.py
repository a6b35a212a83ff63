# Report: https://github.com/huggingface/transformers/pull/3722
# Review of the first Flax BERT port: "it looks like you @jit the predict graph each time the function
# is called". `__call__` defines and jits a new `predict` on every call, so every batch of the same
# shape is traced and compiled again.
import jax
import jax.numpy as jnp

from flax_mini.modeling import TRACES, FlaxBertModel

if __name__ == "__main__":
    model = FlaxBertModel()
    for i in range(5):
        batch = jax.random.randint(jax.random.key(i), (4, 8), 0, 100)
        pooled = model(batch)
    print("pooled", pooled.shape, "traces:", len(TRACES))
