# Report: https://github.com/jax-ml/jax/pull/181
# Near miss: the key is split and each call to perturb() in sampling.py gets its own subkey.
import jax
import jax.numpy as jnp

from sampling import perturb


def propose_pair(key, params):
    left_key, right_key = jax.random.split(key)
    left = perturb(left_key, params, 0.1)
    right = perturb(right_key, params, -0.1)
    return left, right


if __name__ == "__main__":
    a, b = propose_pair(jax.random.key(0), jnp.zeros(3))
    print(a, b)
