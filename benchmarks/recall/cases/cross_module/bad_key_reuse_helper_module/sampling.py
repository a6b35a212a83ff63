import jax


def perturb(key, params, scale):
    noise = jax.random.normal(key, params.shape)
    return params + scale * noise
