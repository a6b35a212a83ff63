# Report: https://github.com/sgl-project/sglang-jax/pull/940
# Twin: the key is an explicit argument of the jitted sampler, split before every call.
import jax.numpy as jnp

from sgljax.runner import ModelRunner

if __name__ == "__main__":
    runner = ModelRunner(seed=0, temperature=1.0)
    logits = jnp.zeros((1, 16))
    tokens = [int(runner.sample_next(logits)[0]) for _ in range(8)]
    print("tokens:", tokens)
    print("distinct tokens:", len(set(tokens)))
