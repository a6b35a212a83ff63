# Report: https://github.com/jax-ml/jax/issues/4585
# jnp.where(a == jnp.max(a)) (the one-argument form) has a data-dependent size, so the linen
# head fails under jax.jit(model.apply) although the maximum is known to be unique.
import jax
import jax.numpy as jnp

from heatmap.head import PeakHead

if __name__ == "__main__":
    model = PeakHead()
    x = jax.random.normal(jax.random.key(0), (6, 5, 3))
    params = model.init(jax.random.key(1), x)
    apply = jax.jit(model.apply)
    print("peak at", apply(params, x))
