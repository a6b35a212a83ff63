# Report: https://github.com/PennyLaneAI/pennylane/pull/5515
# As the PR describes: the JAX device passed one prng_key down to the sampling of every circuit in a
# batch and only split it at the lowest level, so different tapes drew their shots from the same
# key: correlated (here identical) shot noise across the batch.
import jax
import jax.numpy as jnp

from qsim.device import DefaultQubitJax

if __name__ == "__main__":
    dev = DefaultQubitJax(shots=50)
    tapes = [jnp.array([0.7, 0.1]), jnp.array([0.7, 2.0]), jnp.array([0.7, 1.0])]
    estimates = dev.execute(tapes, jax.random.key(42))
    print("exact <Z0> for every tape:", float(jnp.cos(0.7)))
    print("shot estimates per tape:  ", estimates)
    print("all estimates identical:", bool(jnp.all(estimates == estimates[0])))
