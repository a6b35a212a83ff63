import jax
import jax.numpy as jnp


def class_saliency_maps(f, xs, cotangents):
    """For every input x, the gradient of each class score (one vjp per class)."""
    maps = []
    for x in xs:
        _, vjp_fun = jax.vjp(f, x)
        vjp_fun = jax.jit(vjp_fun)  # error: JAX205
        maps.append(jnp.stack([vjp_fun(v)[0] for v in cotangents]))
    return jnp.stack(maps)
