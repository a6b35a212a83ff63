# Report: https://github.com/google-deepmind/optax/issues/197
# Several restarts of an optimisation; this twin builds `optax.adam(0.05)` once and passes the same
# object as the static argument every time, so the jitted inference loop traces once.
import jax.numpy as jnp
import optax

from fixedpoint.inference import inference

if __name__ == "__main__":
    finals = []
    gt = optax.adam(0.05)
    for restart in range(5):
        trajectory = inference(gt, jnp.float32(restart))
        finals.append(float(trajectory[-1]))
    print(finals)
