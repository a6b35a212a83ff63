# Report: https://github.com/jax-ml/jax/issues/2285
# As in the issue: a vmapped per-column update looks the column index up in a Python dict of
# excluded indices (`forbidden_idx[j]`); under vmap `j` is a tracer, and tracers are unhashable:
# "TypeError: unhashable type: 'BatchTracer'".
import jax
import jax.numpy as jnp

from spillover.predict import predict_x

if __name__ == "__main__":
    X = jax.random.normal(jax.random.key(0), (6, 4))
    print(predict_x(X, jnp.full(4, 0.5), jnp.full(4, 0.1)))
