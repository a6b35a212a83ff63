# Report: https://github.com/gchq/coreax/issues/375
# The fix: the objective takes a noise key, split per evaluation by the caller, and the loop body
# folds in the noise-level index, so every evaluation and every level gets its own perturbation.
import jax

from scorematch import NoiseConditionalScoreMatching

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(1), (64, 2))
    matcher = NoiseConditionalScoreMatching(jax.random.key(0))
    state, random_vectors, sigmas = matcher.setup(x)
    key1, key2 = jax.random.split(jax.random.key(2))
    first = matcher._noise_conditional_loss(state, state.params, x, random_vectors, sigmas, key1)
    second = matcher._noise_conditional_loss(state, state.params, x, random_vectors, sigmas, key2)
    print("objective of two evaluations:", float(first), float(second))
    print("same perturbation every evaluation:", bool(first == second))
