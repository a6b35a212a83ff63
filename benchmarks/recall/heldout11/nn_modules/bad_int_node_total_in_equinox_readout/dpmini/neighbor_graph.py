import jax.numpy as jnp


def frame_id_from_n_node(n_node, n_capacity):
    """Frame index of every flat node, frame-major; padding nodes go to the last frame."""
    n_total = int(jnp.sum(n_node))  # error: JAX105
    frame_id = jnp.repeat(jnp.arange(n_node.shape[0]), n_node, total_repeat_length=n_total)
    pad = jnp.full((n_capacity - n_total,), n_node.shape[0] - 1)
    return jnp.concatenate([frame_id, pad])
