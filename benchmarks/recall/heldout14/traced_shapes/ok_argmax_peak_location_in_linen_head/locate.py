# Report: https://github.com/jax-ml/jax/issues/4585
# Fixed: jnp.unravel_index(jnp.argmax(...)) locates the unique maximum with a static shape.
import jax
import jax.numpy as jnp

from heatmap.head import PeakHead

if __name__ == "__main__":
    model = PeakHead()
    x = jax.random.normal(jax.random.key(0), (6, 5, 3))
    params = model.init(jax.random.key(1), x)
    apply = jax.jit(model.apply)
    print("peak at", apply(params, x))
