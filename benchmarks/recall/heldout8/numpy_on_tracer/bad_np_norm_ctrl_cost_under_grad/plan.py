# Report: https://github.com/google/brax/issues/128
# Gradient-based planning: the gradient of one step's reward with respect to the action is taken with
# jax.grad (no jit). The reward's control cost uses `np.linalg.norm` on the action, a JVP tracer under
# grad, so NumPy's conversion raises TracerArrayConversionError.
import jax

from walker.env import Walker


def generate_step(state, env_step):
    return lambda action: env_step(state, action).reward


if __name__ == "__main__":
    env = Walker()
    reset_key, action_key = jax.random.split(jax.random.key(0))
    s1 = env.reset(reset_key)
    a1 = jax.random.normal(action_key, (3,))
    grad_step = jax.grad(generate_step(s1, env.step))
    print(grad_step(a1))
