# Report: https://github.com/nissymori/JAX-CORL/pull/59
# Near miss, the PR's fix: the config dataclass is frozen, so it hashes by its fields and works as the
# static `config` of the jitted update.
from functools import partial

import jax
import jax.numpy as jnp

from config import TD3BCConfig


@partial(jax.jit, static_argnames=("config",))
def update_actor(actor_params, batch, config):
    def loss_fn(w):
        action = jnp.tanh(batch["obs"] @ w)
        q = critic(batch["obs"], action)
        lmbda = config.alpha / (jnp.abs(q).mean() + 1e-6)
        return -lmbda * q.mean() + jnp.mean((action - batch["action"]) ** 2)

    grads = jax.grad(loss_fn)(actor_params)
    return actor_params - config.actor_lr * grads


def critic(obs, action):
    return -jnp.sum((action - 0.1 * obs[:, :2]) ** 2, axis=1)


if __name__ == "__main__":
    config = TD3BCConfig()
    key = jax.random.key(0)
    w = jnp.zeros((4, 2))
    for step in range(3):
        key, sub = jax.random.split(key)
        batch = {"obs": jax.random.normal(sub, (config.batch_size, 4)), "action": jnp.zeros((config.batch_size, 2))}
        w = update_actor(w, batch, config=config)
    print(w)
