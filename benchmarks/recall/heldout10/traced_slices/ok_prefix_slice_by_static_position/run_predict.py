# Report: https://github.com/keras-team/keras/issues/19639
# The maintainers' fix: the position is a static argument of the jitted call (a Python int, one
# compile per position), so the slice bounds are concrete.
import jax
import jax.numpy as jnp
import numpy as np

from seqtools.layers import PrefixRepeat
from seqtools.predictor import Predictor

if __name__ == "__main__":
    x = jnp.asarray(np.random.default_rng(0).random((1, 5, 4, 3)), dtype=jnp.float32)
    model = PrefixRepeat()
    variables = model.init(jax.random.key(0), x, 2)
    print("eager:", model.apply(variables, x, 2).shape)
    print("predict:", Predictor(model, variables).predict(x, jnp.array(2)).shape)
