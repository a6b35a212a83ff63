# Report: https://github.com/jax-ml/jax/issues/2506
# The report's example: a traced value as the number of sections of jnp.split under jit.
import jax
import jax.numpy as jnp


@jax.jit
def chunk_means(x, n_chunks):
    parts = jnp.split(x, n_chunks)  # error: JAX106
    return jnp.stack([p.mean() for p in parts])


if __name__ == "__main__":
    print(chunk_means(jnp.arange(6.0), 2))
