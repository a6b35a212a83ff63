import jax.numpy as jnp
from flax import struct


@struct.dataclass
class LMSState:
    sigmas: jnp.ndarray
    derivatives: jnp.ndarray


class LMSDiscreteScheduler:
    order = 4

    def create_state(self, num_steps, shape):
        sigmas = jnp.linspace(10.0, 0.0, num_steps + 1)
        return LMSState(sigmas=sigmas, derivatives=jnp.zeros((self.order,) + shape))

    def step(self, state, model_output, step_index, sample):
        sigma = state.sigmas[step_index]
        derivatives = jnp.roll(state.derivatives, 1, axis=0).at[0].set(model_output)
        # linear multistep: average over the derivatives seen so far, at most `order` of them
        order = jnp.minimum(step_index + 1, self.order)
        weights = (jnp.arange(self.order) < order) / order
        dt = state.sigmas[step_index + 1] - sigma
        prev_sample = sample + dt * jnp.tensordot(weights, derivatives, axes=1)
        return prev_sample, state.replace(derivatives=derivatives)
