# Report: https://github.com/sgl-project/sglang-jax/pull/940
# "fix: advance sampler RNG each decode step": the sampler's RNG state was captured once in
# initialize_jit() and reused unchanged by every call of the jitted sampler, so temperature>0
# sampling was deterministic. Here the runner splits its key, but the jitted lambda keeps the
# key it read when it was first traced.
import jax.numpy as jnp

from sgljax.runner import ModelRunner

if __name__ == "__main__":
    runner = ModelRunner(seed=0, temperature=1.0)
    logits = jnp.zeros((1, 16))
    tokens = [int(runner.sample_next(logits)[0]) for _ in range(8)]
    print("tokens:", tokens)
    print("distinct tokens:", len(set(tokens)))
