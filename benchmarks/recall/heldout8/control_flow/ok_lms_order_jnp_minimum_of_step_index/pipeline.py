# Report: https://github.com/huggingface/diffusers/issues/2155
# A Flax sampling pipeline runs the LMS scheduler's `step` inside a jitted fori_loop. The step index
# is the loop counter, a tracer; this twin clamps the multistep order with jnp.minimum, which stays
# traced, so the pipeline compiles and samples.
import jax
import jax.numpy as jnp

from sampler.scheduler import LMSDiscreteScheduler


def denoiser(params, latents, sigma):
    return latents * params["scale"] / (1.0 + sigma)


def make_sampler(scheduler, num_steps):
    @jax.jit
    def sample(params, latents):
        state = scheduler.create_state(num_steps, latents.shape)

        def body(i, carry):
            latents, state = carry
            model_output = denoiser(params, latents, state.sigmas[i])
            return scheduler.step(state, model_output, i, latents)

        latents, _ = jax.lax.fori_loop(0, num_steps, body, (latents, state))
        return latents

    return sample


if __name__ == "__main__":
    sample = make_sampler(LMSDiscreteScheduler(), num_steps=20)
    latents = jax.random.normal(jax.random.key(0), (2, 4, 4))
    out = sample({"scale": jnp.float32(0.5)}, latents)
    print("latent norm:", float(jnp.linalg.norm(out)))
