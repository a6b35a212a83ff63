# Report: https://github.com/jax-ml/jax/pull/13022
# The PR's example of a leak: a vmapped function writes into a dict held by an attribute of a
# module-level object (`a.dct['hi'] = ...`). Here a debugging recorder keeps the hidden activations of a
# vmapped layer; the stored value is a batch tracer, and the leak checker reports the leaked trace
# (without it, using the value later raises UnexpectedTracerError).
import jax
import jax.numpy as jnp


class Recorder:
    def __init__(self):
        self.activations = {}


recorder = Recorder()


def layer(x, w):
    h = jnp.tanh(w @ x)
    recorder.activations["hidden"] = h  # error: JAX108
    return jnp.sum(h)


batched = jax.vmap(layer, in_axes=(0, None))


if __name__ == "__main__":
    x, w = jnp.ones((4, 3)), jnp.eye(3)
    print(batched(x, w))
    with jax.checking_leaks():
        batched(x * 2, w)
