from functools import partial

import jax
import jax.numpy as jnp


TRACES = {"generate": 0}


@partial(jax.jit, static_argnums=(0, 4))
def _generate(unet, params, text_emb, key, num_inference_steps, guidance_scale):
    TRACES["generate"] += 1
    latents = jax.random.normal(key, (1, 4))
    uncond = jnp.zeros_like(text_emb)

    def step(latents, t):
        eps_text = unet.apply(params, latents, t, text_emb)
        eps_uncond = unet.apply(params, latents, t, uncond)
        eps = eps_uncond + guidance_scale * (eps_text - eps_uncond)
        return latents - 0.1 * eps, None

    latents, _ = jax.lax.scan(step, latents, jnp.linspace(1.0, 0.0, num_inference_steps))
    return latents


class FlaxStableDiffusionPipeline:
    def __init__(self, unet):
        self.unet = unet

    def __call__(self, params, text_emb, key, num_inference_steps=10, guidance_scale=7.5):
        # the scale only enters arithmetic: pass it as an array so a new value reuses the program
        guidance_scale = jnp.asarray(guidance_scale, dtype=jnp.float32)
        return _generate(self.unet, params, text_emb, key, num_inference_steps, guidance_scale)
