import jax
import jax.numpy as jnp


def policy_params_fn(current_step, make_policy, params, env, rollout_len=50):
    """Roll out the current policy for the rendered evaluation video."""
    jit_inference_fn = jax.jit(make_policy(params, deterministic=True))  # error: JAX205
    jit_reset = jax.jit(env.reset)  # error: JAX205
    jit_step = jax.jit(env.step)  # error: JAX205
    state = jit_reset(jax.random.key(current_step))
    rollout = [state.pos]
    for _ in range(rollout_len):
        action = jit_inference_fn(state.obs)
        state = jit_step(state, action)
        rollout.append(state.pos)
    return jnp.stack(rollout)
