# Report: https://github.com/jax-ml/jax/issues/1007
# The report asks whether `np.sum(lax.dynamic_slice(a, (0,), (k,)))` should work in a function jitted
# with `k` as an argument: it cannot, the slice sizes of dynamic_slice must be concrete. Here the
# cut-off of a ranking metric is passed to the jitted, vmapped evaluation the same way.
import jax
import jax.numpy as jnp

from ranking import precision_at_k


@jax.jit
def evaluate(scores, labels, k):
    return jax.vmap(precision_at_k, in_axes=(0, 0, None))(scores, labels, k)


if __name__ == "__main__":
    scores = jax.random.normal(jax.random.key(0), (4, 10))
    labels = (jax.random.uniform(jax.random.key(1), (4, 10)) > 0.5).astype(jnp.float32)
    print(precision_at_k(scores[0], labels[0], 3))  # eager: fine
    print(evaluate(scores, labels, 3))
