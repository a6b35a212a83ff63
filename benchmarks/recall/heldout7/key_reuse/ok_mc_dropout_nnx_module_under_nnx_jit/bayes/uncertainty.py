import jax
import jax.numpy as jnp
from flax import nnx


@nnx.jit
def predict(model, x):
    return model(x)


def mc_predict(model, x, num_samples=20):
    samples = jnp.stack([predict(model, x) for _ in range(num_samples)])
    return samples.mean(axis=0), samples.std(axis=0)
