# Report: https://github.com/SlopDotCash/asi/pull/161
# The dream loop splits `key, candidate_key = jr.split(key)`, then uses the post-split key both to seed the
# imagined rollout and as the scan carry, which the next dream splits again: dream i+1 re-derives exactly
# the keys dream i's rollout already used (candidate_key of dream 2 == the rollout's sample key of dream 1).
import jax
import jax.numpy as jnp
import jax.random as jr

from agent.dream import dream

if __name__ == "__main__":
    cand, behav = jax.jit(dream, static_argnums=(2, 3))(jr.key(7), jnp.array(0.0), 2, 1)
    same = bool(jnp.all(jr.key_data(cand[1]) == jr.key_data(behav[0])))
    print("dream 2 candidate key == dream 1 rollout sample key:", same)
