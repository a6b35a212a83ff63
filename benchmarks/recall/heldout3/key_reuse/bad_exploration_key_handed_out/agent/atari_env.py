import jax.numpy as jnp


class AtariEnv:
    def __init__(self, n_actions):
        self.n_actions = n_actions
        self.state = jnp.ones(4)

    def collect_sample(self, q, q_params, exploration_schedule):
        if exploration_schedule.explore():
            action = q.random_action(exploration_schedule.key)  # error: JAX203
        else:
            action = q.best_action(q_params, self.state, exploration_schedule.key)
        self.state = jnp.roll(self.state, action)
        return action
