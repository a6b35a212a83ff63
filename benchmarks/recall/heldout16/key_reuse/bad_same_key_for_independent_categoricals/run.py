# Report: https://github.com/jax-ml/jax/issues/18950
# "Independent Categorical Sampling": X and Y should be independent, but the loop samples X and
# Y with the same key (and the stacked version with that key again), so the draws share their
# Gumbel noise: X and Y are correlated and the two experiments return the same X every time.
import jax.numpy as jnp
import jax.random as jrandom

from sampling.experiments import run_experiments

if __name__ == "__main__":
    n = 10
    logits_X = jrandom.uniform(jrandom.PRNGKey(120), shape=(n,))
    logits_Y = jrandom.uniform(jrandom.PRNGKey(845), shape=(n,))
    joint_logits = jnp.array([logits_X, logits_Y])
    E1, E2 = run_experiments(jrandom.PRNGKey(0), joint_logits, n_s=500)
    print("X equal in E1 and E2:", int(jnp.sum(E1[:, 0] == E2[:, 0])), "of", E1.shape[0])
    p_X = jnp.exp(logits_X) / jnp.sum(jnp.exp(logits_X))
    p_Y = jnp.exp(logits_Y) / jnp.sum(jnp.exp(logits_Y))
    expected = E1.shape[0] * float(jnp.sum(p_X * p_Y))
    print("X == Y within E1:", int(jnp.sum(E1[:, 0] == E1[:, 1])), "of", E1.shape[0],
          "(about %.0f if independent)" % expected)
