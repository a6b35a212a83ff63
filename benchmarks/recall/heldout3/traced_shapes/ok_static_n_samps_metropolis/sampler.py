# Report: https://github.com/jax-ml/jax/issues/648
# Near miss: the number of samples and the dimension are static arguments, so the buffer has a
# concrete shape (one compile per sample count).
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random


def log_density(x):
    return -0.5 * jnp.sum(x ** 2)


@partial(jax.jit, static_argnames=("n_samps", "N"))
def sample(key, n_samps, N):
    samples = jnp.zeros((n_samps, N))
    keys = random.split(key, n_samps)

    def step(i, state):
        x, samples = state
        k_prop, k_acc = random.split(keys[i])
        prop = x + 0.5 * random.normal(k_prop, x.shape)
        accept = jnp.log(random.uniform(k_acc)) < log_density(prop) - log_density(x)
        x = jnp.where(accept, prop, x)
        return x, samples.at[i].set(x)

    _, samples = lax.fori_loop(0, n_samps, step, (jnp.zeros(N), samples))
    return samples


if __name__ == "__main__":
    key = random.key(1)
    print(sample(key, 10, 3).mean(axis=0))
