# Report: https://github.com/quantumlib/OpenFermion/pull/1396
# The fixed shape: the jitted objective returns an array and `float()` is applied by a plain wrapper
# after the jitted call, on a concrete value.
import jax
import numpy as np

from thc import objective_value


def random_problem(norb=4, nthc=6, seed=0):
    rng = np.random.default_rng(seed)
    chi = rng.normal(size=(nthc, norb)).astype(np.float32)
    zeta = rng.normal(size=(nthc, nthc)).astype(np.float32)
    zeta = 0.5 * (zeta + zeta.T)
    eri = rng.normal(size=(norb, norb, norb, norb)).astype(np.float32)
    return chi, zeta, eri


if __name__ == "__main__":
    chi, zeta, eri = random_problem()
    for it in range(3):
        value = objective_value(chi, zeta, eri, penalty_param=1e-3)
        print(f"iteration {it}: objective {value:.4f}")
        chi = chi * 0.99
