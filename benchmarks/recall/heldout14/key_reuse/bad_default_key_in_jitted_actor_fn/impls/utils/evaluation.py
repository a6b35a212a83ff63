import jax
import numpy as np


def evaluate(agent, env, num_steps):
    """Roll out the agent's stochastic policy and return the actions it took."""

    @jax.jit
    def actor_fn(observations, key=jax.random.PRNGKey(np.random.randint(0, 2**31))):
        return agent.sample_actions(observations, seed=key)  # error: JAX203

    observation = env.reset()
    actions = []
    for _ in range(num_steps):
        action = np.asarray(actor_fn(observation))
        observation, _, _ = env.step(action)
        actions.append(action)
    return actions
