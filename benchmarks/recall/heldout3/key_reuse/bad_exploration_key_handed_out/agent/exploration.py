import jax


class EpsilonGreedySchedule:
    def __init__(self, start_epsilon, end_epsilon, duration, key):
        self.start_epsilon = start_epsilon
        self.end_epsilon = end_epsilon
        self.duration = duration
        self.key = key
        self.step = 0

    def epsilon(self):
        frac = min(self.step / self.duration, 1.0)
        return self.start_epsilon + frac * (self.end_epsilon - self.start_epsilon)

    def explore(self):
        self.step += 1
        self.key, key = jax.random.split(self.key)
        return bool(jax.random.uniform(key) < self.epsilon())
