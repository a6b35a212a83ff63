# Report: https://github.com/google-deepmind/emergent_communication_at_scale/issues/2
# Twin: jax.debug.print prints the loss and accuracy values on every step.
import jax
import jax.numpy as jnp

from ecomm.experiment import Experiment

if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    messages = jax.random.normal(key, (32, 8))
    targets = jnp.arange(32) % 4
    params = {"w": jnp.zeros((8, 4))}
    exp = Experiment()
    for step in range(3):
        params, loss = exp.step(params, messages, targets)
    print("final loss:", float(loss))
