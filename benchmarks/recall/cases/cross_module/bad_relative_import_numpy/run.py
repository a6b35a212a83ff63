# Report: https://github.com/dfm/tinygp/issues/85
# As in the report, a NumPy function meets a tracer in a helper reached from jitted code; here the helper
# sits in trainer/metrics.py, imported relatively by trainer/step.py: TracerArrayConversionError.
import jax.numpy as jnp

from trainer.step import eval_step

if __name__ == "__main__":
    print(eval_step(jnp.ones((3, 4)), jnp.ones((5, 3)), jnp.zeros(5, jnp.int32)))
