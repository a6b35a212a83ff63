import jax
import jax.random as jr
from flax import struct


@struct.dataclass
class BehaviorState:
    rng_key: jax.Array
    temperature: float = 1.0


def sample_action(state, logits):
    key, sample_key = jr.split(state.rng_key)
    action = jr.categorical(sample_key, logits / state.temperature)
    return state.replace(rng_key=key), action, sample_key
