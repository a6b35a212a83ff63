# Report: https://github.com/google/flax/issues/3946
# As in the issue: a module with a `train` flag used as `BatchNorm(use_running_average=not train)`
# is wrapped in `nn.remat(..., static_argnums=(1,))`. For a lifted flax transform the argument
# numbers count `self`, so argnum 1 is `x` and `train` (argnum 2) is traced: `model.init` already
# fails with a TracerBoolConversionError at `not train` (the fix is `static_argnums=(2,)`).
import jax
import jax.numpy as jnp

from surrogate.model import Surrogate

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    model = Surrogate(hidden=32)
    variables = model.init(jax.random.key(1), x, True)
    y, _ = model.apply(variables, x, True, mutable=["batch_stats"])
    print("prediction shape:", y.shape)
