# Report: https://github.com/jax-ml/jax/pull/8202
# As this PR's cleanup of random.permutation notes, an integer argument means "permute arange(n)", and that
# n is a size; passed as a traced argument of the jitted function it cannot be one.
import jax


@jax.jit
def epoch_order(key, n_examples):
    return jax.random.permutation(key, n_examples)  # error: JAX106


if __name__ == "__main__":
    print(epoch_order(jax.random.key(0), 8))
