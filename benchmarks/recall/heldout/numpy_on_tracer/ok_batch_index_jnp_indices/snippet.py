# Report: https://github.com/google-deepmind/distrax/issues/291
# The fix: jnp.indices, whose arrays take a traced index.
import jax
import jax.numpy as jnp

from dist.categorical import Categorical


def foo(logits, index):
    d = Categorical(logits=logits)
    return d[index].entropy()


if __name__ == "__main__":
    logits = jnp.zeros((3, 3, 3))
    index = jnp.arange(3)
    print(foo(logits, index))
    print(jax.jit(foo)(logits, index))
