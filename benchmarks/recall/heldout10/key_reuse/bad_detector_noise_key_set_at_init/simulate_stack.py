# Report: https://github.com/michael-0brien/cryojax/issues/58
# The detector (and the ice and ensemble models) got their PRNG key when they were built, "which has
# been causing issues": every image the jitted pipeline simulates draws its noise from the same
# stored key, so a stack of simulated micrographs carries one identical noise pattern.
import jax
import jax.numpy as jnp

from cryomini import GaussianDetector, ImagePipeline
from cryomini.pipeline import simulate

if __name__ == "__main__":
    density = jnp.zeros((8, 8, 4))
    pipeline = ImagePipeline(GaussianDetector(sigma=1.0, key=jax.random.key(0)))
    stack = [simulate(pipeline, density, pose) for pose in range(3)]
    print("same noise in every image:", all(bool(jnp.all(im == stack[0])) for im in stack))
