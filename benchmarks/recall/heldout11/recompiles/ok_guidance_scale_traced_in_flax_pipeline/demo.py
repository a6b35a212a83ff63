# Report: https://github.com/huggingface/diffusers/issues/927
# "If we change one of the input parameters other than prompt (width, height, scale, steps), the
# inference takes again about a minute, so it looks like it compiles it over again": the pipeline
# hands `guidance_scale` to its compiled function as a compile-time constant, so every new value
# of the demo's slider recompiles the whole sampling loop.
import jax
import jax.numpy as jnp

from sd_mini.pipeline import TRACES, FlaxStableDiffusionPipeline
from sd_mini.unet import TinyUNet

if __name__ == "__main__":
    unet = TinyUNet()
    text_emb = jnp.ones((1, 4))
    params = unet.init(jax.random.key(0), jnp.zeros((1, 4)), 0.0, text_emb)
    pipe = FlaxStableDiffusionPipeline(unet)
    for scale in [5.0, 7.5, 9.0, 12.0]:  # the demo's guidance slider
        image = pipe(params, text_emb, jax.random.key(1), guidance_scale=scale)
        print(scale, image.ravel()[:2])
    print("traces of the sampling loop for 4 slider values:", TRACES["generate"])
