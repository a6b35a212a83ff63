# Report: https://github.com/huggingface/transformers/pull/3722
# Twin: the jitted apply is built once in `__init__` and takes the parameters as an argument;
# every batch of the same shape reuses one compilation.
import jax
import jax.numpy as jnp

from flax_mini.modeling import TRACES, FlaxBertModel

if __name__ == "__main__":
    model = FlaxBertModel()
    for i in range(5):
        batch = jax.random.randint(jax.random.key(i), (4, 8), 0, 100)
        pooled = model(batch)
    print("pooled", pooled.shape, "traces:", len(TRACES))
