# Report: https://github.com/blackjax-devs/blackjax/issues/53
# As in the report, a key that was consumed is handed on in the loop state and used again by the next
# iteration; here the fori_loop body draws from the carried key and returns it unchanged, so every step
# of the random walk is the same.
import jax
import jax.numpy as jnp
from jax import lax


def body(i, carry):
    x, key = carry
    step = jax.random.normal(key, x.shape)  # error: JAX203
    return x + step, key


@jax.jit
def random_walk(x0, key):
    return lax.fori_loop(0, 5, body, (x0, key))[0]


if __name__ == "__main__":
    print(random_walk(jnp.zeros(2), jax.random.key(0)))
