# Report: https://github.com/google-research/multinerf/pull/62
# As in the PR: with `Config.cast_rays_in_train_step = True` the rays are cast inside the jitted
# train step with `xnp=jnp`, but `cast_ray_batch` does not forward `xnp` to `convert_to_ndc`, which
# then runs its default `xnp=np` on traced rays: TracerArrayConversionError.
import dataclasses

import jax.numpy as jnp
import numpy as np

from nerf.train_utils import create_train_step


@dataclasses.dataclass(frozen=True)
class Config:
    cast_rays_in_train_step: bool = True
    forward_facing: bool = True
    lr: float = 0.1


if __name__ == "__main__":
    h, w = 4, 5
    pix_y, pix_x = np.meshgrid(np.arange(h, dtype=np.float32), np.arange(w, dtype=np.float32), indexing="ij")
    focal = 3.0
    pixtocam = np.linalg.inv(np.array([[focal, 0, w / 2], [0, focal, h / 2], [0, 0, 1]], np.float32))
    camtoworld = np.eye(4, dtype=np.float32)[:3]
    batch = {
        "pix_x": jnp.asarray(pix_x), "pix_y": jnp.asarray(pix_y),
        "pixtocam": jnp.asarray(pixtocam), "camtoworld": jnp.asarray(camtoworld),
        "depth": jnp.ones((h, w)),
    }
    train_step = create_train_step(Config())
    params = {"offset": jnp.array(0.5)}
    params, loss = train_step(params, batch)
    print("loss:", loss)
