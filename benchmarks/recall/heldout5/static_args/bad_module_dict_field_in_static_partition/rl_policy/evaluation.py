import equinox as eqx
import jax
import jax.numpy as jnp


def _action_histogram(params, static, observations):
    policy = eqx.combine(params, static)
    actions = jax.vmap(policy.act)(observations)
    return jnp.bincount(actions, length=len(policy.action_names))


action_histogram = jax.jit(_action_histogram, static_argnames="static")


class Evaluator:
    def __init__(self, observations):
        self.observations = observations

    def __call__(self, policy):
        params, static = eqx.partition(policy, eqx.is_array)
        counts = action_histogram(params, static=static, observations=self.observations)  # error: JAX206
        return {policy.action_names[i]: int(c) for i, c in enumerate(counts)}
