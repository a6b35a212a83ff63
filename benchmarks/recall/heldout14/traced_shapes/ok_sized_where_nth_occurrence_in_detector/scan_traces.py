# Report: https://github.com/jax-ml/jax/issues/9578
# Fixed: jnp.where(..., size=n + 1) has a static size, so it is traced under jit.
import jax.numpy as jnp

from spikes.detector import SpikeDetector

if __name__ == "__main__":
    detector = SpikeDetector(level=3)
    for trace in (jnp.array([0, 1, 3, 2, 3]), jnp.array([3, 3, 0, 1, 2])):
        print("first saturation at", int(detector(trace)))
