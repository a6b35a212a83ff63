# Report: https://github.com/speed1313/jax-llm/issues/10
# As in the report, language-model batches are cut at random offsets; a vmapped lambda slicing
# `tokens[s:s + block]` gets traced bounds: IndexError.
import jax
import jax.numpy as jnp


def get_batch(key, tokens, block, batch_size):
    starts = jax.random.randint(key, (batch_size,), 0, tokens.shape[0] - block)
    return jax.vmap(lambda s: tokens[s:s + block])(starts)  # error: JAX107


if __name__ == "__main__":
    print(get_batch(jax.random.key(0), jnp.arange(100), 8, 2))
