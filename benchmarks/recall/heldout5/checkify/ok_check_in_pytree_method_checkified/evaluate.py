# Report: https://github.com/jax-ml/jax/issues/12306
# The variant the issue reports as working: the check is in `area()`, which runs inside the
# checkified function, so `jax.jit` rebuilding the `Boxes` argument stages no unfunctionalized check.
import jax
import jax.numpy as jnp
from jax.experimental import checkify

from detect.boxes import Boxes
from detect.metrics import coverage

if __name__ == "__main__":
    boxes = Boxes(jnp.float32([[1, 2, 3, 4], [0, 0, 2, 5]]))
    checked = checkify.checkify(lambda b: coverage(b, 100.0))
    err, value = checked(boxes)
    print("eager coverage:", float(value))
    err, value = jax.jit(checked)(boxes)
    err.throw()
    print("jitted coverage:", float(value))
