import jax
import jax.numpy as jnp


def _objective(media_alloc, prices, coefs, budget, bounds_lower_pct):
    total_budget = float(budget)  # a static Python number here
    lower = total_budget * bounds_lower_pct / media_alloc.shape[0]
    spend = jnp.maximum(media_alloc * prices, lower)
    kpi = jnp.sum(coefs * jnp.log1p(spend))
    penalty = (jnp.sum(spend) - total_budget) ** 2
    return -kpi + 1e-4 * penalty


_value_and_grad = jax.jit(jax.value_and_grad(_objective), static_argnums=(3, 4))


def find_optimal_budgets(prices, coefs, budget, bounds_lower_pct=0.2, steps=100, lr=0.01):
    alloc = jnp.full(prices.shape, budget / prices.sum())
    value = None
    for _ in range(steps):
        value, grad = _value_and_grad(alloc, prices, coefs, budget, bounds_lower_pct)
        alloc = alloc - lr * grad
    return alloc * prices, value
