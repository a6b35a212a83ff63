# Report: https://github.com/jax-ml/jax/issues/648
# As in the report's Metropolis-Hastings sampler: once the number of samples became an argument of
# the jitted `sample`, the samples buffer is preallocated with a traced size,
# `jnp.zeros((n_samps, N))`, which fails under jit (the report's "unhashable type: 'JaxprTracer'";
# now "Shapes must be 1D sequences of concrete values of integer type").
import jax
import jax.numpy as jnp
from jax import lax, random


def log_density(x):
    return -0.5 * jnp.sum(x ** 2)


@jax.jit
def sample(key, n_samps, N):
    samples = jnp.zeros((n_samps, N))  # error: JAX106
    keys = random.split(key, n_samps)  # error: JAX106

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
