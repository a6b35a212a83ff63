"""Ray casting helpers written against an array namespace `xnp` (NumPy on the host, jax.numpy in a step)."""
import numpy as np


def pixels_to_rays(pix_x, pix_y, pixtocam, camtoworld, xnp=np):
    pixel_dirs = xnp.stack([pix_x + 0.5, pix_y + 0.5, xnp.ones_like(pix_x)], axis=-1)
    camera_dirs = xnp.matmul(pixtocam, pixel_dirs[..., None])[..., 0]
    camera_dirs = camera_dirs * xnp.array([1.0, -1.0, -1.0])
    directions = xnp.matmul(camtoworld[:3, :3], camera_dirs[..., None])[..., 0]
    origins = xnp.broadcast_to(camtoworld[:3, -1], directions.shape)
    return origins, directions


def convert_to_ndc(origins, directions, pixtocam, near=1.0, xnp=np):
    """Convert a set of rays to normalized device coordinates (forward-facing scenes)."""
    t = -(near + origins[..., 2]) / directions[..., 2]
    origins = origins + t[..., None] * directions
    dx, dy, dz = directions[..., 0], directions[..., 1], directions[..., 2]
    ox, oy, oz = origins[..., 0], origins[..., 1], origins[..., 2]
    xmult = 1.0 / pixtocam[0, 2]
    ymult = 1.0 / pixtocam[1, 2]
    origins_ndc = xnp.stack([xmult * ox / oz, ymult * oy / oz, -xnp.ones_like(oz)], axis=-1)  # error: JAX104
    infinity_ndc = xnp.stack([xmult * dx / dz, ymult * dy / dz, xnp.ones_like(oz)], axis=-1)
    return origins_ndc, infinity_ndc - origins_ndc


def cast_ray_batch(pix_x, pix_y, pixtocam, camtoworld, use_ndc, xnp=np):
    origins, directions = pixels_to_rays(pix_x, pix_y, pixtocam, camtoworld, xnp=xnp)
    if use_ndc:
        origins, directions = convert_to_ndc(origins, directions, pixtocam)
    return origins, directions
