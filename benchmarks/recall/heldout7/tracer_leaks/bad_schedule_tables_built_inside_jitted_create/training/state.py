import jax
import jax.numpy as jnp
import optax
from flax.training.train_state import TrainState

from .schedules import piecewise_interpolate_schedule


def apply_fn(params, x):
    return x @ params["w"]


@jax.jit
def create_train_state(rng):
    params = {"w": jax.random.normal(rng, (3, 1))}
    schedule = piecewise_interpolate_schedule(1.0, {10: 2.0, 20: 0.5})
    tx = optax.chain(optax.scale_by_adam(), optax.scale_by_schedule(schedule), optax.scale(-1e-2))
    return TrainState.create(apply_fn=apply_fn, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    grads = jax.grad(lambda p: jnp.mean((state.apply_fn(p, x) - y) ** 2))(state.params)
    return state.apply_gradients(grads=grads)
