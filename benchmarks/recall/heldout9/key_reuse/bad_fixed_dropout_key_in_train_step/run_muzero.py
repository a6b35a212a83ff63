# Report: https://github.com/hr0nix/omega/pull/14
# "RNGs in MuZero has been broken as well: all the networks used a fixed key." The jitted train step
# makes its dropout key from a literal seed, so every step of the training loop drops the same units.
# Two steps on the same batch give the same dropout pattern (the same zero columns in the gradient).
import jax
import jax.numpy as jnp

from omega.train import model, train_step

if __name__ == "__main__":
    key = jax.random.key(42)
    k_init, k_obs, k_v, k_r = jax.random.split(key, 4)
    obs = jax.random.normal(k_obs, (16, 8))
    value_targets = jax.random.normal(k_v, (16,))
    reward_targets = jax.random.normal(k_r, (16,))
    params = model.init(k_init, obs)
    patterns = []
    for step in range(3):
        _, loss, grads = train_step(params, obs, value_targets, reward_targets)
        patterns.append(grads["params"]["Dense_1"]["kernel"][:, 0] == 0)
        print(step, float(loss))
    print("same dropout pattern every step:", all(bool(jnp.all(p == patterns[0])) for p in patterns))
