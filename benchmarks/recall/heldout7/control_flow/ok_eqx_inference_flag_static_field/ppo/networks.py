import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyActor(eqx.Module):
    layer: eqx.nn.Linear
    noise_scale: float = 0.1
    inference: bool = eqx.field(static=True, default=False)

    def __init__(self, obs_dim, act_dim, *, key, inference=False):
        self.layer = eqx.nn.Linear(obs_dim, act_dim, key=key)
        self.inference = inference

    def __call__(self, obs, key):
        mean = jnp.tanh(self.layer(obs))
        if self.inference:
            return mean
        return mean + self.noise_scale * jax.random.normal(key, mean.shape)
