import jax
import jax.numpy as jnp


def segment_mean(data, segment_ids, num_segments):
    total = jax.ops.segment_sum(data, segment_ids, num_segments=num_segments)
    count = jax.ops.segment_sum(jnp.ones_like(segment_ids, data.dtype), segment_ids, num_segments=num_segments)
    return total / jnp.maximum(count, 1.0)[:, None]
