# Report: https://github.com/google/flax/pull/1903
# Twin: the schedule picks its arm with jnp.where, so optax can call it with a traced step count
import jax
import jax.numpy as jnp
import optax

from schedules import create_triangular_schedule


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


schedule = create_triangular_schedule(1e-3, 1e-1, steps_per_cycle=10)
tx = optax.sgd(learning_rate=schedule, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def train(params, batches):
    opt_state = tx.init(params)
    for x, y in batches:
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, loss


if __name__ == "__main__":
    params = {"w": jnp.zeros((3,)), "b": jnp.zeros(())}
    batches = [(jnp.ones((4, 3)) * i, jnp.ones(4)) for i in range(3)]
    print(train(params, batches)[1])
