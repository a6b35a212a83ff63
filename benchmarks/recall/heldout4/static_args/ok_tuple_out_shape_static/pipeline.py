# Report: https://github.com/jax-ml/jax/issues/2813
# The fix: a tuple (hashable, compared by value) as the static shape, so every image reuses one
# compilation.
import numpy as np

from imaging.resize import resize_image

CONFIG = {"out_shape": [32, 32, 3], "method": "linear"}


def preprocess(batch):
    return [resize_image(img, tuple(CONFIG["out_shape"]), CONFIG["method"]) for img in batch]


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    batch = [rng.integers(0, 255, size=(64, 48, 3), dtype=np.uint8) for _ in range(3)]
    print([out.shape for out in preprocess(batch)])
