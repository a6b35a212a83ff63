# Report: https://github.com/vllm-project/tpu-inference/pull/1189
# Twin: the runner splits a fresh key for every decode step, as the fix does.
import jax.numpy as jnp

from tpuinf.runner import ModelRunner

if __name__ == "__main__":
    # The same flat next-token distribution at every step (8 candidate tokens).
    step_logits = [jnp.zeros((1, 8)) for _ in range(8)]
    tokens = ModelRunner(seed=0, temperature=1.0).decode(step_logits)
    print("tokens:", tokens)
    print("distinct tokens:", len(set(tokens)))
