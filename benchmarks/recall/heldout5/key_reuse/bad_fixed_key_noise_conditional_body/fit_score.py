# Report: https://github.com/gchq/coreax/issues/375
# As in the issue: `_noise_conditional_loop_body` perturbs the inputs with
# `random.normal(random.key(0), x.shape)`, so every evaluation of the noise-conditional objective
# uses exactly the same perturbation (the issue proposes a key that changes with the loop index).
import jax

from scorematch import NoiseConditionalScoreMatching

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(1), (64, 2))
    matcher = NoiseConditionalScoreMatching(jax.random.key(0))
    state, random_vectors, sigmas = matcher.setup(x)
    first = matcher._noise_conditional_loss(state, state.params, x, random_vectors, sigmas)
    second = matcher._noise_conditional_loss(state, state.params, x, random_vectors, sigmas)
    print("objective of two evaluations:", float(first), float(second))
    print("same perturbation every evaluation:", bool(first == second))
