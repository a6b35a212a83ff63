# Report: https://github.com/google/flax/issues/3946
# The fix from the issue thread: flax's lifted `nn.remat` counts `self` among the arguments, so the
# `train` flag is `static_argnums=(2,)` and stays a Python bool inside the module.
import jax
import jax.numpy as jnp

from surrogate.model import Surrogate

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    model = Surrogate(hidden=32)
    variables = model.init(jax.random.key(1), x, True)
    y, _ = model.apply(variables, x, True, mutable=["batch_stats"])
    print("prediction shape:", y.shape)
