# Report: https://github.com/jax-ml/jax/issues/7703
# As in the issue: a dataclass with `unsafe_hash=True` holding a JAX array, passed as a static
# argument. Its generated `__hash__` hashes the fields, and hashing the array raises, so jit fails
# with "Non-hashable static arguments are not supported" (unhashable type: 'ArrayImpl').
import jax
import jax.numpy as jnp

from config import LossConfig
from losses import weighted_xent

if __name__ == "__main__":
    cfg = LossConfig(class_weights=jnp.array([1.0, 3.0, 1.0]), label_smoothing=0.1)
    logits = jax.random.normal(jax.random.key(0), (8, 3))
    labels = jnp.array([0, 1, 2, 1, 0, 1, 2, 1])
    print(weighted_xent(logits, labels, cfg=cfg))  # error: JAX206
