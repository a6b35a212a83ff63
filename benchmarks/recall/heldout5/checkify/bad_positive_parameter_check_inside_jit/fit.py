# Report: https://github.com/thomaspinder/GPJax/issues/520
# As in the issue: a Matern52 kernel with a lengthscale of length 2 is built inside the jitted
# objective; its `PositiveReal` parameters validate their value with `_safe_assert`, which calls
# `checkify.check_error` on the error of a checkified check, and under `jax.jit` that is a
# `check` nobody functionalized: "Cannot abstractly evaluate a checkify.check which was not
# functionalized" (the reported fix checkifies `_safe_assert`).
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
