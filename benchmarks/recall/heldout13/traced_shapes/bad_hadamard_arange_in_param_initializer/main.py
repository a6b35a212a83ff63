# Report: https://github.com/google/flax/issues/1077
# "Shape-dependent initialization gives concretization error": a Hadamard initializer loops
# over jnp.arange(jnp.log2(shape[0])). Eagerly it works; traced (here under jax.jit of
# model.init) jnp.log2 gives a tracer and jnp.arange raises ConcretizationTypeError.
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
