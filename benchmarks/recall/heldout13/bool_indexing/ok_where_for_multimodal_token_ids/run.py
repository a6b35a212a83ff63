# Report: https://github.com/huggingface/transformers/pull/46203
# Twin: the masked replacement is a jnp.where, as in the fix.
import jax.numpy as jnp

from gemma_mini.model import Gemma4Mini

if __name__ == "__main__":
    model = Gemma4Mini()
    input_ids = jnp.array([[2, 5, 5, 7, 9]])
    image_embeds = jnp.ones((1, 5, 8))
    out = model(input_ids, image_embeds)
    print("output shape:", out.shape, "image rows:", int((out == 1.0).all(-1).sum()))
