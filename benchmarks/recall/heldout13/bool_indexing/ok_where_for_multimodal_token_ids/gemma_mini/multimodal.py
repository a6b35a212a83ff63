import jax.numpy as jnp


def split_multimodal_ids(input_ids, image_token_id, pad_token_id):
    multimodal_mask = input_ids == image_token_id
    llm_input_ids = jnp.where(multimodal_mask, pad_token_id, input_ids)
    return llm_input_ids, multimodal_mask
