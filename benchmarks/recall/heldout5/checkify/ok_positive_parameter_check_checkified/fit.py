# Report: https://github.com/thomaspinder/GPJax/issues/520
# The fix reported in the issue: `_safe_assert` itself is wrapped in `@checkify.checkify`, so the
# `check_error` that re-raises the parameter check is functionalized and the kernel can be built
# inside the jitted objective.
import jax
import jax.numpy as jnp
import optax

from gp_lite.objectives import negative_log_marginal_likelihood

if __name__ == "__main__":
    x = jax.random.uniform(jax.random.key(0), (40, 2), minval=-2.0, maxval=2.0)
    y = jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    log_params = {"lengthscale": jnp.zeros(2), "variance": jnp.array(0.0)}
    optimizer = optax.adam(5e-2)
    opt_state = optimizer.init(log_params)
    value_and_grad = jax.jit(jax.value_and_grad(negative_log_marginal_likelihood))
    for step in range(20):
        nlml, grads = value_and_grad(log_params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state)
        log_params = optax.apply_updates(log_params, updates)
    print("final NLML:", float(nlml), "lengthscales:", jnp.exp(log_params["lengthscale"]))
