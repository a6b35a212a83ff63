import jax.numpy as jnp
import jax.random as jrandom


def run_experiments(key, joint_logits, n_s):
    """Sample the independent categoricals X and Y n_s times, in two ways.

    E1 samples X and Y one at a time, E2 samples both rows of `joint_logits` at once.
    """
    E1 = []
    E2 = []
    for _ in range(n_s):
        e1 = [jrandom.categorical(key, logits) for logits in joint_logits]  # error: JAX203
        e2 = jrandom.categorical(key, joint_logits)  # error: JAX203
        E1.append(e1)
        E2.append(e2)
        key, subkey = jrandom.split(key)
    return jnp.array(E1), jnp.array(E2)
