import jax
import jax.numpy as jnp

from .multimodal import split_multimodal_ids


class Gemma4Mini:
    def __init__(self, vocab=32, dim=8, image_token_id=5, pad_token_id=0):
        self.embed = jax.random.normal(jax.random.PRNGKey(0), (vocab, dim))
        self.image_token_id = image_token_id
        self.pad_token_id = pad_token_id
        self._forward = jax.jit(self.forward)

    def forward(self, input_ids, image_embeds):
        ids, mask = split_multimodal_ids(input_ids, self.image_token_id, self.pad_token_id)
        h = self.embed[ids]
        return jnp.where(mask[..., None], image_embeds, h)

    def __call__(self, input_ids, image_embeds):
        return self._forward(input_ids, image_embeds)
