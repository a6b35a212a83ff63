import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    dim: int
    drop_path: float = 0.0

    @nn.compact
    def __call__(self, x, deterministic=True):
        y = nn.LayerNorm()(nn.Dense(self.dim)(x))
        y = nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(y)))
        if not deterministic and self.drop_path > 0:
            keep = jax.random.bernoulli(self.make_rng("drop_path"), 1 - self.drop_path, (x.shape[0], 1))
            y = y * keep / (1 - self.drop_path)
        return x + y


class ConvNeXtTiny(nn.Module):
    depths: tuple = (2, 2)
    dims: tuple = (8, 16)
    drop_path_rate: float = 0.1

    @nn.compact
    def __call__(self, x, deterministic=True):
        dp_rates = [r.item() for r in jnp.linspace(0, self.drop_path_rate, sum(self.depths))]  # error: JAX105
        cur = 0
        for depth, dim in zip(self.depths, self.dims):
            x = nn.Dense(dim)(x)
            for j in range(depth):
                x = Block(dim, drop_path=dp_rates[cur + j])(x, deterministic)
            cur += depth
        return nn.Dense(10)(x.mean(axis=1))
