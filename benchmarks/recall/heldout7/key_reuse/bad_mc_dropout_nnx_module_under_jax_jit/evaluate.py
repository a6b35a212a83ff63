# Report: https://github.com/google/flax/issues/4539
# Monte-Carlo dropout with a flax nnx model: the prediction is jitted with plain jax.jit and the module
# passed in as an argument. The Rngs stream inside is a traced copy; its count advances in the copy only,
# so every call draws the same dropout mask and the MC spread is exactly zero ("Jitting a dropout module
# yields a constant value"; nnx.jit propagates the state update).
import jax.numpy as jnp
from flax import nnx

from bayes.model import MCDropoutMLP
from bayes.uncertainty import mc_predict

if __name__ == "__main__":
    model = MCDropoutMLP(4, 64, 1, rngs=nnx.Rngs(params=0, dropout=1))
    x = jnp.linspace(-1.0, 1.0, 12).reshape(3, 4)
    mean, std = mc_predict(model, x)
    print("predictive std per input:", std.ravel())
