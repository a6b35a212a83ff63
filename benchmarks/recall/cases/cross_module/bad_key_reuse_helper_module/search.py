# Report: https://github.com/jax-ml/jax/pull/181
# As in the review of this PR, a key handed to a function that draws from it must not be used again; here
# perturb() in sampling.py draws from its key, and both candidates get the same key, so the same noise.
import jax
import jax.numpy as jnp

from sampling import perturb


def propose_pair(key, params):
    left = perturb(key, params, 0.1)
    right = perturb(key, params, -0.1)  # error: JAX203
    return left, right


if __name__ == "__main__":
    a, b = propose_pair(jax.random.key(0), jnp.zeros(3))
    print(a, b)
