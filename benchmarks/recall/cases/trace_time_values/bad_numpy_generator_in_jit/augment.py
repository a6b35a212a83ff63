# Report: https://github.com/jax-ml/jax/pull/2793
# As the maintainers explain in rejecting a stateful np.random-style API, a stateful generator breaks jit
# invariance: here a np.random.default_rng() generator draws once at trace time, and every call of the
# jitted augmentation adds the same noise.
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)


@jax.jit
def augment(x):
    return x + rng.normal(size=x.shape)  # error: JAX204


if __name__ == "__main__":
    print(augment(jnp.zeros(3)), augment(jnp.zeros(3)))
