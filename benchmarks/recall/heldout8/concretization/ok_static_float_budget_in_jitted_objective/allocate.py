# Report: https://github.com/google/lightweight_mmm/issues/198
# Budget allocation: this twin passes the budget as a Python float and marks it (and the lower-bound
# fraction) static in the jitted objective, so `float(budget)` there reads a concrete number.
import jax.numpy as jnp

from mmm.optimize_media import find_optimal_budgets

if __name__ == "__main__":
    prices = jnp.array([1.0, 2.0, 0.5])
    coefs = jnp.array([3.0, 1.0, 2.0])
    for budget in (2000, 3000):
        spend, value = find_optimal_budgets(prices, coefs, budget=float(budget))
        print(budget, [round(float(s), 1) for s in spend], float(value))
