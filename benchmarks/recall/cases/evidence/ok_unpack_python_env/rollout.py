# Report: https://github.com/RobertTLange/gymnax/issues/83
# Near miss: a NumPy environment steps in a plain Python loop; only the policy is jitted, so `done` is a
# Python bool and `if done: break` is fine.
import jax
import jax.numpy as jnp
import numpy as np


class PointEnv:
    def __init__(self):
        self.state = np.zeros(2)

    def step(self, action):
        self.state = self.state + np.asarray(action)
        done = bool(np.linalg.norm(self.state) > 3.0)
        return self.state.copy(), -float(np.linalg.norm(self.state)), done, {}


@jax.jit
def policy(obs):
    return jnp.tanh(obs + 1.0)


def run_episode(env, max_steps=20):
    obs = np.zeros(2)
    total = 0.0
    for _ in range(max_steps):
        obs, reward, done, info = env.step(policy(obs))
        total += reward
        if done:
            break
    return total


if __name__ == "__main__":
    print(run_episode(PointEnv()))
