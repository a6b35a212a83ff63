import equinox as eqx
import jax.numpy as jnp

from cryomini.detector import GaussianDetector


class ImagePipeline(eqx.Module):
    detector: GaussianDetector

    def render(self, density, pose):
        image = jnp.roll(density, pose, axis=0).sum(axis=-1)
        return self.detector(image)


@eqx.filter_jit
def simulate(pipeline, density, pose):
    return pipeline.render(density, pose)
