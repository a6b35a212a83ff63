from functools import partial

import jax
import jax.numpy as jnp
import optax

TRACES = []


def path_length(points, tx, rx):
    """Length of the ray tx -> points[0] -> ... -> points[-1] -> rx."""
    full = jnp.concatenate([tx[None], points, rx[None]])
    return jnp.sum(jnp.linalg.norm(jnp.diff(full, axis=0), axis=-1))


@partial(jax.jit, static_argnames=("optimizer", "steps"))
def minimize(points, tx, rx, optimizer: optax.GradientTransformation, steps: int = 100):
    TRACES.append(1)
    opt_state = optimizer.init(points)

    def body(carry, _):
        points, opt_state = carry
        loss, grads = jax.value_and_grad(path_length)(points, tx, rx)
        updates, opt_state = optimizer.update(grads, opt_state)
        return (optax.apply_updates(points, updates), opt_state), loss

    (points, _), losses = jax.lax.scan(body, (points, opt_state), None, length=steps)
    return points, losses[-1]
