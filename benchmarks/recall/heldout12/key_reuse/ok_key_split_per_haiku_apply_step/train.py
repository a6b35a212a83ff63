# Report: https://github.com/google-deepmind/dm-haiku/issues/585
# Twin: the loop splits a fresh key for every step, so every step draws its own dropout mask.
import jax.numpy as jnp

from mlp.fit import fit
from mlp.net import net

if __name__ == "__main__":
    x = jnp.ones((4, 8))
    y = jnp.zeros((4, 1))
    init_params, _, step_keys = fit(x, y)
    # The dropout pattern of each step, seen through the initial parameters.
    outs = [net.apply(init_params, k, x) for k in step_keys]
    print("same dropout mask on every step:", all(bool(jnp.all(o == outs[0])) for o in outs))
