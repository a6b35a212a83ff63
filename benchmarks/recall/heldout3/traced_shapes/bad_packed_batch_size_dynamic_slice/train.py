# Report: https://github.com/jax-ml/jax/issues/2323
# As in the report ("size of slices can't be functions of argument values"): a fori_loop body walks a
# packed batch of variable-length sequences and cuts each time step's slice with
# `lax.dynamic_slice_in_dim(packed_input_data, input_offset, batch_size)`, where the slice size
# `batch_size` is read from the batch sizes at the traced loop index. The body is traced, so the size
# is a tracer and dynamic_slice_in_dim fails.
import jax
import jax.numpy as jnp

from rnn import PackedSequence, run_packed

if __name__ == "__main__":
    batch_sizes = jnp.array([3, 3, 2, 1])
    data = jax.random.normal(jax.random.key(0), (int(batch_sizes.sum()), 4))
    w = jnp.ones((4, 2))
    print(run_packed(PackedSequence(data, batch_sizes), w))
