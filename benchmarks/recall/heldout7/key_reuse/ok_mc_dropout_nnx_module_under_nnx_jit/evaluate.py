# Report: https://github.com/google/flax/issues/4539
# Near miss: nnx.jit writes the advanced Rngs count back into the module after each call, so every MC
# sample gets a fresh dropout mask.
import jax.numpy as jnp
from flax import nnx

from bayes.model import MCDropoutMLP
from bayes.uncertainty import mc_predict

if __name__ == "__main__":
    model = MCDropoutMLP(4, 64, 1, rngs=nnx.Rngs(params=0, dropout=1))
    x = jnp.linspace(-1.0, 1.0, 12).reshape(3, 4)
    mean, std = mc_predict(model, x)
    print("predictive std per input:", std.ravel())
