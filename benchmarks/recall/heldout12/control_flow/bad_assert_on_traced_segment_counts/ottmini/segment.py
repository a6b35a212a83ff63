import jax
import jax.numpy as jnp


def _num_segments(segment_ids, num_segments):
    if num_segments is None:
        num_segments = segment_ids.max() + 1
    return num_segments


def segment_means(x, segment_ids, num_segments):
    sums = jax.ops.segment_sum(x, segment_ids, num_segments=num_segments)
    counts = jax.ops.segment_sum(jnp.ones(x.shape[0]), segment_ids, num_segments=num_segments)
    return sums / counts[:, None]


def segment_interface(x, y, cost_fn, segment_ids_x, segment_ids_y, num_segments=None):
    """Applies `cost_fn` to each pair of matching segments of two point clouds."""
    num_segments_x = _num_segments(segment_ids_x, num_segments)
    num_segments_y = _num_segments(segment_ids_y, num_segments)
    assert num_segments_x == num_segments_y  # error: JAX101
    mx = segment_means(x, segment_ids_x, num_segments_x)
    my = segment_means(y, segment_ids_y, num_segments_y)
    return jax.vmap(cost_fn)(mx, my)
