import jax

from .policies import epsilon_greedy


class GreedyAgent:
    def __init__(self, epsilon):
        self.epsilon = epsilon

    def act(self, key, q_values):
        u = jax.random.uniform(key)
        return epsilon_greedy(q_values, self.epsilon, u)
