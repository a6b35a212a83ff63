# Report: https://github.com/SlopDotCash/asi/pull/161
# Near miss: the fix of the PR: a three-way split gives the rollout a dedicated key, and only the
# remaining key goes on in the carry.
import jax
import jax.numpy as jnp
import jax.random as jr

from agent.dream import dream

if __name__ == "__main__":
    cand, behav = jax.jit(dream, static_argnums=(2, 3))(jr.key(7), jnp.array(0.0), 2, 1)
    same = bool(jnp.all(jr.key_data(cand[1]) == jr.key_data(behav[0])))
    print("dream 2 candidate key == dream 1 rollout sample key:", same)
