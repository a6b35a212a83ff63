# Report: https://github.com/markean/aimz/issues/271
# "`train_on_batch()` builds its jitted update once per model instance, deriving `static_argnames`
# from whatever non-array keyword arguments the first call happened to pass, and then reuses that
# wrapper for every later call": a later call with a new Python flag (`noisy=True`) passes it to
# the cached wrapper as a traced argument, and the kernel's `if noisy:` fails.
import jax
import jax.numpy as jnp

from aimz_mini.model import ImpactModel

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x @ jnp.array([1.0, -1.0, 2.0])
    model = ImpactModel({"w": jnp.zeros(3), "b": jnp.zeros(())})
    print("clean step:", float(model.train_on_batch(x, y)))
    print("noisy step:", float(model.train_on_batch(x, y, noisy=True, key=jax.random.key(1))))
