# Report: https://github.com/jax-ml/jax/issues/12306
# As in the issue: `Boxes`, a class registered as a pytree, runs a `checkify.check` in its
# `__init__`. The checkified metric works eagerly, but `jax.jit` of it rebuilds the `Boxes` argument
# with `tree_unflatten` (which calls `__init__`) outside the checkified function, so the check is
# staged without being functionalized: "Cannot abstractly evaluate a checkify.check which was not
# functionalized" (the same check in `area()` alone works).
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
