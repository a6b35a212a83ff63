# Report: https://github.com/probml/probml-notebooks/pull/70
# Near miss: the fix of this PR, jnp.where with the traced mask instead of boolean indexing.
import jax
import jax.numpy as jnp


@jax.jit
def masked_scores(q, k, valid):
    scores = jnp.where(valid, q @ k.T, -1e9)
    return jax.nn.softmax(scores, axis=-1)


if __name__ == "__main__":
    q = k = jnp.ones((3, 2))
    print(masked_scores(q, k, jnp.eye(3, dtype=bool)))
