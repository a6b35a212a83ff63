import jax
import jax.numpy as jnp

from omega.networks import PredictionNetwork

model = PredictionNetwork()


def loss_fn(params, obs, value_targets, reward_targets, rng):
    value, reward = model.apply(params, obs, deterministic=False, rngs={"dropout": rng})
    return jnp.mean((value - value_targets) ** 2) + jnp.mean((reward - reward_targets) ** 2)


@jax.jit
def train_step(params, obs, value_targets, reward_targets, rng):
    loss, grads = jax.value_and_grad(loss_fn)(params, obs, value_targets, reward_targets, rng)
    params = jax.tree.map(lambda p, g: p - 1e-2 * g, params, grads)
    return params, loss, grads
