# Report: https://github.com/quantumlib/OpenFermion/pull/1396
# As in the PR: `compute_objective_batched` in thc_jax.py is decorated with `@jax.jit` and casts its
# result with `float()` before returning it; under jit the result is a tracer, so the first call raises
# ConcretizationTypeError instead of returning the objective to the optimizer.
import jax
import numpy as np

from thc import compute_objective_batched


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
        value = compute_objective_batched(chi, zeta, eri, penalty_param=1e-3)
        print(f"iteration {it}: objective {value:.4f}")
        chi = chi * 0.99
