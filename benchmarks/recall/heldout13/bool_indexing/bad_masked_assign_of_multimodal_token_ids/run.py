# Report: https://github.com/huggingface/transformers/pull/46203
# "Fix Gemma4 Array Mask Indexing": the forward pass assigned through a boolean mask
# (llm_input_ids[multimodal_mask] = ...), which under JAX tracing raises
# NonConcreteBooleanIndexError; the fix uses a where. (The model is PyTorch run through JAX;
# the case writes the same step in jax.numpy.)
import jax.numpy as jnp

from gemma_mini.model import Gemma4Mini

if __name__ == "__main__":
    model = Gemma4Mini()
    input_ids = jnp.array([[2, 5, 5, 7, 9]])
    image_embeds = jnp.ones((1, 5, 8))
    out = model(input_ids, image_embeds)
    print("output shape:", out.shape, "image rows:", int((out == 1.0).all(-1).sum()))
