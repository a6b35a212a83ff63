# Report: https://github.com/jax-ml/jax/issues/6976
# The FAQ's "Different kinds of JAX values" example calls np.cos(x) on the argument of a jitted
# function and says it works; under jit x is a tracer and np.cos raises TracerArrayConversionError.
import jax.numpy as jnp

from features.model import predict

if __name__ == "__main__":
    t = jnp.linspace(0.0, 1.0, 4)
    print(predict(jnp.ones(4), t))
