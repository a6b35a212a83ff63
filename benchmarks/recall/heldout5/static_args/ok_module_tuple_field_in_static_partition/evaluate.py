# Report: https://github.com/patrick-kidger/equinox/issues/1089
# The workaround from the thread (and equinox's docs): the module's non-array field is a tuple, not
# a dict, so the static half from `eqx.partition` hashes and can be a static argument of `jax.jit`.
import jax

from rl_policy.evaluation import Evaluator
from rl_policy.policy import DiscretePolicy

if __name__ == "__main__":
    policy = DiscretePolicy(4, ["left", "stay", "right"], key=jax.random.key(0))
    observations = jax.random.normal(jax.random.key(1), (256, 4))
    print("direct call:", policy(observations[0]).shape)
    print("greedy action counts:", Evaluator(observations)(policy))
