# Report: https://github.com/probml/probml-notebooks/pull/70
# As this PR says, boolean indices such as `x.at[x < 0].set(0)` do not work under jit:
# NonConcreteBooleanIndexError.
import jax
import jax.numpy as jnp


@jax.jit
def masked_scores(q, k, valid):
    scores = q @ k.T
    scores = scores.at[~valid].set(-1e9)  # error: JAX103
    return jax.nn.softmax(scores, axis=-1)


if __name__ == "__main__":
    q = k = jnp.ones((3, 2))
    print(masked_scores(q, k, jnp.eye(3, dtype=bool)))
