import jax.numpy as jnp


def coverage(boxes, image_area):
    return jnp.sum(boxes.area()) / image_area
