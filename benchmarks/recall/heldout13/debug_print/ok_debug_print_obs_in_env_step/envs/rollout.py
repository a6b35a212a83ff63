import jax


def make_rollout(env):
    def body(state, action):
        return env.step(state, action)

    @jax.jit
    def rollout(state, actions):
        return jax.lax.scan(body, state, actions)

    return rollout
