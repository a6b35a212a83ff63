# Report: https://github.com/gchq/coreax/issues/373
# The fix coreax adopted: one key per epoch, split from a batch key before the loop
# (`loop_keys = random.split(batch_key, num_epochs)`), so every epoch draws a new mini-batch.
import jax
import jax.numpy as jnp

from scorematch import SlicedScoreMatching

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(1), (500, 2))
    matcher = SlicedScoreMatching(jax.random.key(0), num_epochs=10, batch_size=32)
    score = matcher.match(x)
    first = matcher.batch_indices[0]
    print("every epoch drew the same batch:", all(bool(jnp.all(b == first)) for b in matcher.batch_indices))
