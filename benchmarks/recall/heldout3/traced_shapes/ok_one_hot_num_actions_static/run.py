# Report: https://github.com/jax-ml/jax/issues/3654
# Near miss: the jitted train function declares `num_actions` static (with the network definition),
# so `jax.nn.one_hot` gets a Python int.
import jax.numpy as jnp
import numpy as np

from agents.dqn import DQNAgent

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    batch = {
        "state": jnp.asarray(rng.normal(size=(8, 4)), jnp.float32),
        "next_state": jnp.asarray(rng.normal(size=(8, 4)), jnp.float32),
        "action": jnp.asarray(rng.integers(0, 3, size=8)),
        "reward": jnp.ones(8),
        "terminal": jnp.zeros(8),
    }
    agent = DQNAgent(num_actions=3, obs_dim=4)
    print(agent.train_step(batch))
