# Report: https://github.com/patrick-kidger/jaxtyping/issues/12
# As in the report, jaxtyping annotations sit on functions that run under jit; here a flax module's
# `__call__` declares `mask: Bool[Array, "b"]` and indexes with it once `model.apply` is jitted:
# NonConcreteBooleanIndexError.
import flax.linen as nn
import jax
import jax.numpy as jnp
from jaxtyping import Array, Bool, Float


class MaskedPool(nn.Module):
    @nn.compact
    def __call__(self, x: Float[Array, "b d"], mask: Bool[Array, "b"]) -> Float[Array, "d"]:
        h = nn.Dense(4)(x)
        return h[mask].mean(axis=0)  # error: JAX103


model = MaskedPool()

if __name__ == "__main__":
    x, mask = jnp.ones((3, 2)), jnp.array([True, False, True])
    params = model.init(jax.random.key(0), x, mask)
    print(jax.jit(model.apply)(params, x, mask))
