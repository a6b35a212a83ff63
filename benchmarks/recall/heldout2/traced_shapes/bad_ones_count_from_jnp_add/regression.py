# Report: https://github.com/jax-ml/jax/issues/4449
# As in the report, a size computed from a static shape with a jnp function (`jnp.add(x.shape[-1], 1)`)
# is a tracer under jit since omnistaging, so `jnp.ones` of it fails ("Shapes must be 1D sequences of
# concrete values"); the plain `x.shape[-1] + 1` stays a Python int. Here the helper is in features.py
# and the jitted least-squares fit calls it.
import jax
import jax.numpy as jnp

from features import add_bias_column


@jax.jit
def fit(x, y):
    X = add_bias_column(x)
    return jnp.linalg.solve(X.T @ X + 1e-3 * jnp.eye(X.shape[1]), X.T @ y)


if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, 12).reshape(6, 2)
    y = x @ jnp.array([2.0, -1.0]) + 0.5
    print(add_bias_column(x).shape)  # eager: fine
    print(fit(x, y))
