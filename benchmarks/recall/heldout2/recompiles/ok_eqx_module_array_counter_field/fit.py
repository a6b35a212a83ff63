# Report: https://github.com/patrick-kidger/equinox/issues/1062
# Twin: the report's fix, the counter is a JAX array field, a traced leaf: one trace for all steps.
import jax.numpy as jnp

from scene import TRACES, Scene, _step


def fit(scene, data, n_steps=5):
    for _ in range(n_steps):
        scene, loss = _step(scene, data)
    return scene, loss


if __name__ == "__main__":
    scene, loss = fit(Scene(jnp.zeros(4), jnp.asarray(0)), jnp.ones(4))
    print(f"{len(TRACES)} traces for 5 steps; loss {float(loss):.4f}")
