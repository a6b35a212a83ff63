# Report: https://github.com/michael-0brien/cryojax/issues/58
# The fix (cryojax PR #66, "accept rng keys as input"): the detector takes a key per call and the
# script splits one key per simulated image, so every micrograph has its own noise.
import jax
import jax.numpy as jnp

from cryomini import GaussianDetector, ImagePipeline
from cryomini.pipeline import simulate

if __name__ == "__main__":
    density = jnp.zeros((8, 8, 4))
    pipeline = ImagePipeline(GaussianDetector(sigma=1.0))
    keys = jax.random.split(jax.random.key(0), 3)
    stack = [simulate(pipeline, density, pose, k) for pose, k in enumerate(keys)]
    print("same noise in every image:", all(bool(jnp.all(im == stack[0])) for im in stack))
