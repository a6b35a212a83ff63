# Report: https://github.com/jax-ml/jax/issues/3654
# As in the report (a Dopamine-style DQN agent): the jitted train function declares the network
# definition static but takes the number of actions as an ordinary argument, so inside it
# `num_actions` is a tracer and `jax.nn.one_hot(replay_elements['action'], num_actions)` fails (the
# report's confusing __array__ error; now "ConcretizationTypeError ... in jax.nn.one_hot argument
# `num_classes`").
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
