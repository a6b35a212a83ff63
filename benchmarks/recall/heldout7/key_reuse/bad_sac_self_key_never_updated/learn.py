# Report: https://github.com/araffin/sbx/issues/45
# SAC.train hands self.key to the jitted _train, which splits it and returns the new key; the caller
# drops the returned key, so self.key never changes and every gradient step samples the same actions
# and the same target-policy noise.
import jax
import jax.numpy as jnp

from sbx_lite.sac import SAC

if __name__ == "__main__":
    model = SAC(obs_dim=3, act_dim=1)
    batch = {"obs": jnp.ones((4, 3)), "q_weight": jnp.ones((4, 1))}
    infos = model.train(batch, gradient_steps=3)
    noises = [info["noise"][:, 0] for info in infos]
    print("noise of step 0:", noises[0])
    print("noise of step 2:", noises[2])
    print("identical:", bool(jnp.all(noises[0] == noises[2])))
