# Report: https://github.com/jax-ml/jax/issues/2813
# As in the issue: a list passed as a static argument. The JAX compared it by identity and
# recompiled on every call; current JAX refuses it: "ValueError: Non-hashable static arguments are not
# supported" (TypeError: unhashable type: 'list'). Here the output shape comes from a config dict.
import numpy as np

from imaging.resize import resize_image

CONFIG = {"out_shape": [32, 32, 3], "method": "linear"}


def preprocess(batch):
    return [resize_image(img, CONFIG["out_shape"], CONFIG["method"]) for img in batch]  # error: JAX206


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    batch = [rng.integers(0, 255, size=(64, 48, 3), dtype=np.uint8) for _ in range(3)]
    print([out.shape for out in preprocess(batch)])
