# Report: https://github.com/jax-ml/jax/issues/23475
# Fixed-width columns for monitoring several values: the format specs were written into an f-string, which
# formats the tracers at trace time; a tracer has no float format, so tracing the train step raises
# "TypeError: unsupported format string passed to DynamicJaxprTracer.__format__".
import jax
import jax.numpy as jnp
import optax

from monitor.logging_utils import log_metrics

opt = optax.sgd(0.1)


@jax.jit
def train_step(step, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p - y) ** 2))(params)
    log_metrics(step, loss, optax.global_norm(grads))
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5])
    params = jnp.zeros(3)
    opt_state = opt.init(params)
    for step in range(3):
        params, opt_state = train_step(jnp.asarray(step), params, opt_state, x, y)
    jax.effects_barrier()
