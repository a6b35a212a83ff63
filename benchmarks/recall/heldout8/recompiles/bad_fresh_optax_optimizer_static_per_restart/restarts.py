# Report: https://github.com/google-deepmind/optax/issues/197
# Several restarts of an optimisation, each with a fresh `optax.adam(0.05)` passed as the static
# argument of the jitted inference loop: the optimizer is a tuple of new closures each time, so it
# never equals the previous one and every restart traces and compiles again (one "tracing inference"
# per restart).
import jax.numpy as jnp
import optax

from fixedpoint.inference import inference

if __name__ == "__main__":
    finals = []
    for restart in range(5):
        gt = optax.adam(0.05)
        trajectory = inference(gt, jnp.float32(restart))  # error: JAX202
        finals.append(float(trajectory[-1]))
    print(finals)
