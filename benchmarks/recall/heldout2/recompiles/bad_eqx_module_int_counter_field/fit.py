# Report: https://github.com/patrick-kidger/equinox/issues/1062
# As in the report (scarlet2), an equinox module carries a Python int that the fitting step changes;
# filter_jit treats non-array leaves as static, so `_step` misses its cache and recompiles on every
# iteration ("jit is recompiling the _step function when the argument goes from MyModule(x=0) to
# MyModule(x=1)"). The report's fix is to make the value an array.
import jax.numpy as jnp

from scene import TRACES, Scene, _step


def fit(scene, data, n_steps=5):
    for _ in range(n_steps):
        scene, loss = _step(scene, data)  # error: JAX202
    return scene, loss


if __name__ == "__main__":
    scene, loss = fit(Scene(jnp.zeros(4), 0), jnp.ones(4))
    print(f"{len(TRACES)} traces for 5 steps; loss {float(loss):.4f}")
