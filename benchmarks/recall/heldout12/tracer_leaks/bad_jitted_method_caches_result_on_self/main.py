# Report: https://pytroubles.com/ru/ampposts/id913-jax-i-jit-tracerarrayconversionerror-i-kak-ispravit
# Q&A: a jitted method (static `self`) stores an intermediate in `self.cache`; converting the returned
# value with `np.array` works, but `np.array(box.cache)` raises TracerArrayConversionError, because
# the attribute holds the tracer from the trace, not a value.
import numpy as np

from boxes.box import Box
from boxes.bootstrap import host_bootstrap

if __name__ == "__main__":
    payload = host_bootstrap()
    box = Box()
    out1 = box.apply_jit(payload)
    print(np.array(out1))
    print(np.array(box.cache))
