# Report: https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
# As the report points out, re-creating the key from the same seed inside the loop repeats the same
# "random" numbers on every iteration.
import jax
import jax.numpy as jnp


def jitter(batches):
    out = []
    for batch in batches:
        key = jax.random.PRNGKey(0)  # error: JAX203
        out.append(batch + 0.1 * jax.random.normal(key, batch.shape))
    return out


if __name__ == "__main__":
    a, b = jitter([jnp.zeros(3), jnp.zeros(3)])
    print(a, b)
