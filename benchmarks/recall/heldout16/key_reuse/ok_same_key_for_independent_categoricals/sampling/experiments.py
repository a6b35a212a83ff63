import jax.numpy as jnp
import jax.random as jrandom


def run_experiments(key, joint_logits, n_s):
    """Sample the independent categoricals X and Y n_s times, in two ways.

    E1 samples X and Y one at a time, E2 samples both rows of `joint_logits` at once.
    """
    E1 = []
    E2 = []
    for _ in range(n_s):
        key, key_e1, key_e2 = jrandom.split(key, 3)
        row_keys = jrandom.split(key_e1, joint_logits.shape[0])
        e1 = [jrandom.categorical(k, logits) for k, logits in zip(row_keys, joint_logits)]
        e2 = jrandom.categorical(key_e2, joint_logits)
        E1.append(e1)
        E2.append(e2)
    return jnp.array(E1), jnp.array(E2)
