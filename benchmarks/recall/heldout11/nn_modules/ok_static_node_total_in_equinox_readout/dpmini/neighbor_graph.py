import jax.numpy as jnp


def frame_id_from_n_node(n_node, n_capacity):
    """Frame index of every flat node, frame-major; padding nodes go to the last frame."""
    # the node axis has a static capacity: repeat into it and clamp the padding to the last frame
    frame_id = jnp.repeat(jnp.arange(n_node.shape[0]), n_node, total_repeat_length=n_capacity)
    in_frames = jnp.arange(n_capacity) < jnp.sum(n_node)
    return jnp.where(in_frames, frame_id, n_node.shape[0] - 1)
