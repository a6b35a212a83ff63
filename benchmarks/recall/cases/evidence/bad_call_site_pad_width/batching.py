# Report: https://github.com/jax-ml/jax/issues/5208
# As in the report, a size computed with jnp inside jit is a tracer; here the padded length is the traced
# maximum of the lengths, and the helper that receives it passes it to jnp.pad as a width.
import jax
import jax.numpy as jnp


def pad_to(x, n):
    return jnp.pad(x, (0, n - x.shape[0]))  # error: JAX106


@jax.jit
def pad_batch(x, lengths):
    longest = lengths.max()
    return pad_to(x, longest)


if __name__ == "__main__":
    print(pad_batch(jnp.ones(3), jnp.array([3, 5, 4])))
