# Report: https://github.com/jax-ml/jax/pull/689
# As in this PR's example, jax.random functions need concrete sizes under jit; here the number of keys
# to split off is a traced argument.
import jax
import jax.numpy as jnp


@jax.jit
def spawn(key, n_particles):
    keys = jax.random.split(key, n_particles)  # error: JAX106
    return jax.vmap(lambda k: jax.random.normal(k, (2,)))(keys)


if __name__ == "__main__":
    print(spawn(jax.random.key(0), 3))
