# Report: https://github.com/jax-ml/jax/issues/7703
# The fix: the static config holds Python floats (a tuple), which hash by value; the jitted loss turns
# them into an array itself.
import jax
import jax.numpy as jnp

from config import LossConfig
from losses import weighted_xent

if __name__ == "__main__":
    cfg = LossConfig(class_weights=(1.0, 3.0, 1.0), label_smoothing=0.1)
    logits = jax.random.normal(jax.random.key(0), (8, 3))
    labels = jnp.array([0, 1, 2, 1, 0, 1, 2, 1])
    print(weighted_xent(logits, labels, cfg=cfg))
