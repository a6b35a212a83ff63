# Report: https://github.com/google/flax/issues/1077
# Twin: the order is computed with math.log2 on the static shape, so the loop is a Python range.
import jax
import jax.numpy as jnp

from hadamard.layers import HadamardTransform

if __name__ == "__main__":
    model = HadamardTransform(16)
    X = jax.random.normal(jax.random.PRNGKey(42), (1, 16))
    params = jax.jit(model.init)(jax.random.PRNGKey(0), X)
    out = jax.jit(model.apply)(params, X)
    print("kernel shape:", params["params"]["kernel"].shape, "norm kept:",
          bool(jnp.allclose(jnp.linalg.norm(out), jnp.linalg.norm(X), rtol=1e-4)))
