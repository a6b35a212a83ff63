# Report: https://github.com/jax-ml/jax/issues/204
# Twin: the answer in the thread, `pad_to_length` is a static argument (one compile per length).
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def pad_rows(first_row, pad_to_length):
    width = first_row.shape[0]
    empty = lax.full((pad_to_length, width), 0, first_row.dtype)
    return lax.dynamic_update_slice(empty, first_row.reshape(1, width), (0, 0))


pad_rows_jit = jax.jit(pad_rows, static_argnums=1)


def collate(sequences, max_len):
    return jnp.stack([pad_rows_jit(seq, max_len) for seq in sequences])


if __name__ == "__main__":
    print(pad_rows(np.array([1, 2], np.int32), 4))
    print(collate([np.array([1, 2], np.int32), np.array([3, 4], np.int32)], 4).shape)
