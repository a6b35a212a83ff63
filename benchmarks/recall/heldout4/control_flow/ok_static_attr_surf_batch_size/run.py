# Report: https://github.com/PlasmaControl/DESC/issues/2295
# The fix: `compute` reads the static attribute `self._surf_batch_size` (self is a static argument of
# the jitted method), and `constants` carries only arrays.
import jax.numpy as jnp

from objectives import ObjectiveFunction, QuasisymmetryBoozer

if __name__ == "__main__":
    obj = ObjectiveFunction([QuasisymmetryBoozer(surf_batch_size=1)]).build()
    x = jnp.linspace(-1.0, 1.0, 5)
    print(obj.compute_scaled_error(x, obj.constants))
    batched = ObjectiveFunction([QuasisymmetryBoozer(surf_batch_size=4)]).build()
    print(batched.compute_scaled_error(x, batched.constants))
