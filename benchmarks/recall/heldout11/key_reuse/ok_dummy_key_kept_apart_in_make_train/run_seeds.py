# Report: https://github.com/luchris429/purejaxrl/issues/35
# "This block of code used to initialise the environment overwrites the specified seed": `train`
# rebinds its `rng` parameter to a dummy `PRNGKey(0)` to infer the buffer shapes, consumes that key
# for the dummy action, reset and step, and then trains from it, so every seed gives the same run.
import jax

from rlmini.dqn import make_train

if __name__ == "__main__":
    config = {"buffer_size": 16, "num_steps": 200}
    seeds = jax.random.split(jax.random.PRNGKey(42), 4)
    out = jax.jit(jax.vmap(make_train(config)))(seeds)
    print("returns per seed:", out["return"])
    print("all seeds identical:", bool((out["return"] == out["return"][0]).all()))
