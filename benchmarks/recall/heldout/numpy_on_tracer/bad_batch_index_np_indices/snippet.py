# Report: https://github.com/google-deepmind/distrax/issues/291
# As in the report: indexing a distribution runs `to_batch_shape_index`, which indexes the NumPy arrays
# of `np.indices(batch_shape)` with the (traced) index; eager calls work, `jit(foo)` raises
# TracerArrayConversionError.
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
