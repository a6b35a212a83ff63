import flax.linen as nn
import jax.numpy as jnp


class NerfModel(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, x, view_dir):
        h = nn.relu(nn.Dense(self.width)(x))
        reflection = jnp.sum(h[..., :3] * view_dir, axis=-1)
        max_reflection_encoding = jnp.max(reflection)
        print(max_reflection_encoding)  # error: JAX302
        density = nn.softplus(nn.Dense(1)(h))
        color = nn.sigmoid(nn.Dense(3)(h) + reflection[..., None])
        return density, color
