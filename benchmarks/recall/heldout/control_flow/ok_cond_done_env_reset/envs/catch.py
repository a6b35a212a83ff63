from typing import NamedTuple

import jax
import jax.numpy as jnp


class CatchState(NamedTuple):
    ball_x: jax.Array
    ball_y: jax.Array
    paddle_x: jax.Array


class Catch:
    rows, columns = 10, 5

    def reset(self, key):
        ball_x = jax.random.randint(key, (), 0, self.columns)
        state = CatchState(ball_x, jnp.array(0), jnp.array(self.columns // 2))
        return self.get_obs(state), state

    def sample_action(self, key):
        return jax.random.randint(key, (), 0, 3)

    def step(self, key, state, action):
        paddle_x = jnp.clip(state.paddle_x + action - 1, 0, self.columns - 1)
        state = CatchState(state.ball_x, state.ball_y + 1, paddle_x)
        done = state.ball_y >= self.rows - 1
        reward = jnp.where(done, jnp.where(state.ball_x == paddle_x, 1.0, -1.0), 0.0)
        return self.get_obs(state), state, reward, done

    def get_obs(self, state):
        obs = jnp.zeros((self.rows, self.columns))
        return obs.at[state.ball_y, state.ball_x].set(1.0).at[self.rows - 1, state.paddle_x].set(1.0)
