import jax
import jax.numpy as jnp


def make_policy_params_fn(make_policy, env, rollout_len=50):
    """Build the evaluation rollout once; each call only runs it with the current parameters."""
    jit_inference_fn = jax.jit(lambda params, obs: make_policy(params, deterministic=True)(obs))
    jit_reset = jax.jit(env.reset)
    jit_step = jax.jit(env.step)

    def policy_params_fn(current_step, params):
        state = jit_reset(jax.random.key(current_step))
        rollout = [state.pos]
        for _ in range(rollout_len):
            action = jit_inference_fn(params, state.obs)
            state = jit_step(state, action)
            rollout.append(state.pos)
        return jnp.stack(rollout)

    return policy_params_fn
