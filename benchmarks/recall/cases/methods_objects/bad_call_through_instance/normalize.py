# Report: https://github.com/jkitchin/pounce/issues/795
# As in the report, float() meets a staged value under jit; here it happens in `__call__` of a
# module-level instance that the jitted function calls as `scaler(x)`: ConcretizationTypeError.
import jax
import jax.numpy as jnp


class RangeScaler:
    def __init__(self, eps=1e-6):
        self.eps = eps

    def __call__(self, x):
        span = float(x.max() - x.min())  # error: JAX105
        return (x - x.min()) / (span + self.eps)


scaler = RangeScaler()


@jax.jit
def preprocess(x):
    return scaler(x) * 2.0 - 1.0


if __name__ == "__main__":
    print(preprocess(jnp.arange(5.0)))
