# Report: https://github.com/gchq/coreax/issues/373
# As in the issue: in `SlicedScoreMatching.match()` the random batch indices `idx` are drawn from the
# same key on every epoch (the key is never split in the loop), so every training step sees exactly
# the same mini-batch.
import jax
import jax.numpy as jnp

from scorematch import SlicedScoreMatching

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(1), (500, 2))
    matcher = SlicedScoreMatching(jax.random.key(0), num_epochs=10, batch_size=32)
    score = matcher.match(x)
    first = matcher.batch_indices[0]
    print("every epoch drew the same batch:", all(bool(jnp.all(b == first)) for b in matcher.batch_indices))
