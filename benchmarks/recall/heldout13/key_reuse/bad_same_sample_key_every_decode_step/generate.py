# Report: https://github.com/vllm-project/tpu-inference/pull/1189
# "[Sampling][Bugfix] Use different rng per step": the sampler was handed the same rng at
# every decode step, so temperature sampling showed no variation across samples. Here the
# runner passes its one key to the jitted sampler at every step.
import jax.numpy as jnp

from tpuinf.runner import ModelRunner

if __name__ == "__main__":
    # The same flat next-token distribution at every step (8 candidate tokens).
    step_logits = [jnp.zeros((1, 8)) for _ in range(8)]
    tokens = ModelRunner(seed=0, temperature=1.0).decode(step_logits)
    print("tokens:", tokens)
    print("distinct tokens:", len(set(tokens)))
