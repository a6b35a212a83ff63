# Report: https://github.com/p-doom/jasmine/pull/214
# The dynamics model draws a per-example noise level with `uniform(_rng_noise, ...)` and then the noise
# itself with `normal(_rng_noise, ...)`: the same subkey feeds both draws, so the noise is not
# independent of its level. With jax.debug_key_reuse on, JAX raises KeyReuseError.
import jax
import jax.numpy as jnp
import optax
from flax import nnx

from models.dynamics import NoisyDynamics


@nnx.jit
def train_step(model, optimizer, latents, targets, rng):
    def loss_fn(model):
        return jnp.mean((model(latents, rng) - targets) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


if __name__ == "__main__":
    model = NoisyDynamics(8, max_noise_level=0.5, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.key(1)
    key, data_key = jax.random.split(key)
    latents = jax.random.normal(data_key, (16, 8))
    targets = jnp.roll(latents, 1, axis=0)
    with jax.debug_key_reuse(True):
        for step in range(3):
            key, step_key = jax.random.split(key)
            loss = train_step(model, optimizer, latents, targets, step_key)
            print(step, float(loss))
