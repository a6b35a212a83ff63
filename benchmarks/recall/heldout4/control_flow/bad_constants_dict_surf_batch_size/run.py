# Report: https://github.com/PlasmaControl/DESC/issues/2295
# As in the issue: `surf_batch_size` is a static attribute of QuasisymmetryBoozer, but it is also put in
# the objective's `constants` dict and read back from there in `compute`. `constants` is an argument of
# the jitted `compute_scaled_error`, so inside the trace the int is a tracer and the `if` on it raises
# TracerBoolConversionError.
import jax.numpy as jnp

from objectives import ObjectiveFunction, QuasisymmetryBoozer

if __name__ == "__main__":
    obj = ObjectiveFunction([QuasisymmetryBoozer(surf_batch_size=1)]).build()
    x = jnp.linspace(-1.0, 1.0, 5)
    print(obj.compute_scaled_error(x, obj.constants))
