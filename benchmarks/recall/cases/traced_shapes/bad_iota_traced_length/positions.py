# Report: https://github.com/chromatix-team/chromatix/pull/150
# As in this PR, an arange whose length is dynamic under jit had to become a static argument; here
# lax.iota gets the traced length.
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def chirp(x, n):
    k = lax.iota(jnp.float32, n)  # error: JAX106
    return x * jnp.exp(-1j * jnp.pi * k ** 2 / n)


if __name__ == "__main__":
    print(chirp(jnp.ones(4), 4))
