from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class PackedSequence(NamedTuple):
    data: jax.Array  # (sum(batch_sizes), features), time-major like torch's pack_padded_sequence
    batch_sizes: jax.Array  # number of sequences still running at each time step


def run_packed(packed, w):
    def body_fun(i, val):
        input_offset, total = val
        batch_size = packed.batch_sizes[i]
        batch = lax.dynamic_slice_in_dim(packed.data, input_offset, batch_size)  # error: JAX106
        total = total + jnp.tanh(batch @ w).sum()
        return input_offset + batch_size, total

    _, total = lax.fori_loop(0, packed.batch_sizes.shape[0], body_fun, (0, 0.0))
    return total
