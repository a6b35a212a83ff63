# Report: https://github.com/jax-ml/jax/issues/3086
# The thread's example (`global x; x = y` inside a jitted function) in an evaluation step: the logits are
# kept in a module global for later inspection. The global now holds a tracer of the first trace, and
# the later read raises UnexpectedTracerError.
import jax
import jax.numpy as jnp

last_logits = None


@jax.jit
def eval_step(params, x):
    global last_logits
    logits = x @ params
    last_logits = logits  # error: JAX108
    return jnp.argmax(logits, axis=-1)


def evaluate(params, batches):
    preds = [eval_step(params, x) for x in batches]
    return jnp.concatenate(preds)


if __name__ == "__main__":
    params = jnp.array([[1.0, -1.0], [0.5, 0.5]])
    print(evaluate(params, [jnp.ones((2, 2)), jnp.zeros((2, 2))]))
    print("confidence:", jax.nn.softmax(last_logits).max())
