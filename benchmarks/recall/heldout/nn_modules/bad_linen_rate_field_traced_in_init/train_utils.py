# Report: https://github.com/google-research/scenic/issues/709
# As in the report's trace (`if self.rate == 0.:` in a dropout module, "while tracing the function
# _initialize_model ... for jit"): the model is built inside the jitted initialiser from a config value
# passed as an argument, so the module field is a tracer and the Python `if` on it fails:
# TracerBoolConversionError.
import flax.linen as nn
import jax
import jax.numpy as jnp


class TokenDropout(nn.Module):
    rate: float

    @nn.compact
    def __call__(self, x, deterministic):
        if self.rate == 0.0:  # error: JAX101
            return x
        keep = jax.random.bernoulli(self.make_rng("dropout"), 1.0 - self.rate, x.shape)
        return jnp.where(keep | deterministic, x / (1.0 - self.rate), 0.0)


class MTV(nn.Module):
    dropout_rate: float

    @nn.compact
    def __call__(self, x, train=False):
        x = nn.Dense(8)(x)
        return TokenDropout(self.dropout_rate)(x, deterministic=not train)


@jax.jit
def _initialize_model(rng, x, dropout_rate):
    model = MTV(dropout_rate=dropout_rate)
    return model.init({"params": rng, "dropout": rng}, x)


if __name__ == "__main__":
    print(jax.tree.map(jnp.shape, _initialize_model(jax.random.key(0), jnp.ones((2, 4)), 0.1)))
