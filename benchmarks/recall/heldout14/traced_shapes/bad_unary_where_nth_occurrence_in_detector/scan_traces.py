# Report: https://github.com/jax-ml/jax/issues/9578
# The one-argument jnp.where(arr == arr) returns indices whose number depends on the data, so
# under the jitted method it fails (ConcretizationTypeError: size argument of jnp.nonzero).
import jax.numpy as jnp

from spikes.detector import SpikeDetector

if __name__ == "__main__":
    detector = SpikeDetector(level=3)
    for trace in (jnp.array([0, 1, 3, 2, 3]), jnp.array([3, 3, 0, 1, 2])):
        print("first saturation at", int(detector(trace)))
