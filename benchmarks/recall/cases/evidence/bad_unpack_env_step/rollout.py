# Report: https://github.com/RobertTLange/gymnax/issues/83
# As in the report, an environment step's `done` is a traced boolean under jit; here the jitted rollout
# unpacks `obs, reward, done, info = env.step(...)` and branches on `done`: TracerBoolConversionError.
import jax
import jax.numpy as jnp


class PointEnv:
    def step(self, state, action):
        new_state = state + action
        done = jnp.linalg.norm(new_state) > 3.0
        return new_state, -jnp.linalg.norm(new_state), done, {}


env = PointEnv()


@jax.jit
def rollout_step(state, action):
    obs, reward, done, info = env.step(state, action)
    if done:  # error: JAX101
        obs = jnp.zeros_like(obs)
    return obs, reward


if __name__ == "__main__":
    print(rollout_step(jnp.zeros(2), jnp.ones(2)))
