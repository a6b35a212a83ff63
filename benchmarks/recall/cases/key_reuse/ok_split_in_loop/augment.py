# Report: https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
# Near miss: the fix the report suggests, one seed before the loop and a split on every iteration.
import jax
import jax.numpy as jnp


def jitter(batches):
    key = jax.random.PRNGKey(0)
    out = []
    for batch in batches:
        key, subkey = jax.random.split(key)
        out.append(batch + 0.1 * jax.random.normal(subkey, batch.shape))
    return out


if __name__ == "__main__":
    a, b = jitter([jnp.zeros(3), jnp.zeros(3)])
    print(a, b)
