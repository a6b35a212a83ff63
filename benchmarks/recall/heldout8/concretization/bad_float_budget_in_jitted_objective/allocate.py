# Report: https://github.com/google/lightweight_mmm/issues/198
# Budget allocation: the budget is handed to the jitted objective as `jnp.array(budget)`, and the
# objective turns it into a Python number with `float(budget)`; under jit the budget is a tracer, so
# the call raises ConcretizationTypeError.
import jax.numpy as jnp

from mmm.optimize_media import find_optimal_budgets

if __name__ == "__main__":
    prices = jnp.array([1.0, 2.0, 0.5])
    coefs = jnp.array([3.0, 1.0, 2.0])
    for budget in (2000, 3000):
        spend, value = find_optimal_budgets(prices, coefs, budget=jnp.array(budget, dtype=jnp.float32))
        print(budget, [round(float(s), 1) for s in spend], float(value))
