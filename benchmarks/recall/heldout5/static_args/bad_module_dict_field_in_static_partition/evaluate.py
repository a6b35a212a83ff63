# Report: https://github.com/patrick-kidger/equinox/issues/1089
# As in the issue: an `eqx.Module` holding a plain dict field is split with `eqx.partition(model,
# eqx.is_array)` and the static half is passed to `jax.jit(..., static_argnames="static")`; since
# equinox hashes a module by the values of its fields, hashing the dict fails: "Non-hashable static
# arguments are not supported" (calling the model directly works).
import jax

from rl_policy.evaluation import Evaluator
from rl_policy.policy import DiscretePolicy

if __name__ == "__main__":
    policy = DiscretePolicy(4, ["left", "stay", "right"], key=jax.random.key(0))
    observations = jax.random.normal(jax.random.key(1), (256, 4))
    print("direct call:", policy(observations[0]).shape)
    print("greedy action counts:", Evaluator(observations)(policy))
