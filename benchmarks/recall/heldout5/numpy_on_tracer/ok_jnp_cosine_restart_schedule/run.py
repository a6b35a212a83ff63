# Report: https://github.com/netket/netket/issues/908
# The fix: the schedule is written with jax.numpy, so the optimiser can call it with its traced
# step count inside the jitted update.
import jax.numpy as jnp
import optax

from vmc.driver import VariationalDriver
from vmc.schedules import sgd_with_restarts


def energy(params):
    # a toy variational energy: a harmonic oscillator in the variational width
    a = params["a"]
    return 0.25 * (a + 1.0 / a)


if __name__ == "__main__":
    driver = VariationalDriver(energy, optax.sgd(sgd_with_restarts(0.1, restart=10)), {"a": jnp.array(2.0)})
    energies = driver.run(30)
    print("final energy:", energies[-1])
