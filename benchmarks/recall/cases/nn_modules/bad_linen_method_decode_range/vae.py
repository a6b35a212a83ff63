# Report: https://github.com/EiffL/Quarks2CosmosDataChallenge/pull/6
# As in this PR, a decoder turns a value into a jnp array and then needs it as a Python int
# (TracerIntegerConversionError); here the decoder is a method reached through
# `model.apply(params, z, method=VAE.decode)` under jit.
import flax.linen as nn
import jax
import jax.numpy as jnp


class VAE(nn.Module):
    latent_shape: tuple = (2, 2)

    def setup(self):
        self.expand = nn.Dense(4)

    def __call__(self, x):
        return self.decode(x[:, :4])

    def decode(self, z):
        h = self.expand(z)
        reps = jnp.array(self.latent_shape)[0]
        for _ in range(reps):  # error: JAX102
            h = jnp.concatenate([h, h], axis=-1)
        return h


@jax.jit
def generate(params, z):
    return VAE().apply(params, z, method=VAE.decode)


if __name__ == "__main__":
    z = jnp.ones((3, 4))
    params = VAE().init(jax.random.key(0), z)
    print(generate(params, z).shape)
