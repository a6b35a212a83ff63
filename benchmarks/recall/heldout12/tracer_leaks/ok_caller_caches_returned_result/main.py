# Report: https://pytroubles.com/ru/ampposts/id913-jax-i-jit-tracerarrayconversionerror-i-kak-ispravit
# Twin: the jitted method only returns the value; a plain method stores the concrete result.
import numpy as np

from boxes.box import Box
from boxes.bootstrap import host_bootstrap

if __name__ == "__main__":
    payload = host_bootstrap()
    box = Box()
    out1 = box.run(payload)
    print(np.array(out1))
    print(np.array(box.cache))
