# Report: https://github.com/hr0nix/omega/pull/14
# Fixed twin: the loop splits a fresh dropout key for every step and passes it to the jitted step.
import jax
import jax.numpy as jnp

from omega.train import model, train_step

if __name__ == "__main__":
    key = jax.random.key(42)
    key, k_init, k_obs, k_v, k_r = jax.random.split(key, 5)
    obs = jax.random.normal(k_obs, (16, 8))
    value_targets = jax.random.normal(k_v, (16,))
    reward_targets = jax.random.normal(k_r, (16,))
    params = model.init(k_init, obs)
    patterns = []
    for step in range(3):
        key, dropout_key = jax.random.split(key)
        _, loss, grads = train_step(params, obs, value_targets, reward_targets, dropout_key)
        patterns.append(grads["params"]["Dense_1"]["kernel"][:, 0] == 0)
        print(step, float(loss))
    print("same dropout pattern every step:", all(bool(jnp.all(p == patterns[0])) for p in patterns))
