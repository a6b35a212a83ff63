# Report: https://github.com/SlopDotCash/asi/issues/160
# The dreaming loop splits `key, candidate_key = split(key)` and then uses the post-split key twice:
# it seeds the rollout's behaviour chain (behavior.replace(rng_key=key)) and is returned in the scan
# carry, where the next dream splits it again; dream i+1's candidate key is bit-for-bit dream i's
# first sampling key.
import jax
import jax.numpy as jnp

from alberta.behavior import BehaviorState
from alberta.dreaming import dream

if __name__ == "__main__":
    behavior = BehaviorState(rng_key=jax.random.PRNGKey(123))
    candidate_keys, sample_keys, actions = dream(jax.random.PRNGKey(7), behavior)
    for i in range(2):
        same = bool(jnp.array_equal(candidate_keys[i + 1], sample_keys[i]))
        print(f"dream {i + 1} candidate key == dream {i} rollout sample key: {same}")
    print("actions", actions)
