# Report: https://github.com/jax-ml/jax/pull/36974
# As this PR notes, closed-over arrays are easy to capture by accident and become constants of the
# compiled program; here a 4096x1024 embedding table (16 MB) is closed over by the jitted lookup instead
# of being passed in, so it is baked into the executable (33 MB of HLO, 1.4 s to compile instead of
# 0.16 s with the table as an argument, JAX 0.10.2 on CPU).
import jax
import jax.numpy as jnp
import numpy as np

table = np.random.default_rng(0).standard_normal((4096, 1024)).astype(np.float32)


def make_lookup(emb):
    @jax.jit
    def lookup(ids):
        return jnp.take(emb, ids, axis=0).sum(axis=0)  # error: JAX201

    return lookup


if __name__ == "__main__":
    lookup = make_lookup(table)
    hlo = lookup.lower(jnp.array([1, 2, 3])).as_text()
    print(f"the lowered program has {len(hlo) / 1e6:.0f} MB of text: the table is inside it")
