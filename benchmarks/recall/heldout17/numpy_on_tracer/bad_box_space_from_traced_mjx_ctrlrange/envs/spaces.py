"""A gymnasium-like Box space: bounds are kept as NumPy arrays."""
import numpy as np


class Box:
    def __init__(self, low, high, dtype=np.float32):
        self.dtype = dtype
        self.low = np.asarray(low, dtype=dtype)  # error: JAX104
        self.high = np.asarray(high, dtype=dtype)  # error: JAX104
        self.shape = self.low.shape
