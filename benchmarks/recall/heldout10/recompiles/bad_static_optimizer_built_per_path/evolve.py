# Report: https://github.com/jax-ml/jax/issues/11303
# mu2Net's `train_step` is jitted with `static_argnames=['model', 'optimizer']`, and `train_loop`
# builds the optimizer anew for every path of the generation: an optax optimizer is a NamedTuple of
# fresh closures, a new cache key each time, so every path compiles the step again (the report ends
# in OOM after many compiled copies). Here 4 paths with the same hyperparameters: 4 traces.
import jax
import jax.numpy as jnp

from mu2net import step
from mu2net.loop import train_loop

if __name__ == "__main__":
    images = jax.random.normal(jax.random.key(0), (8, 6))
    labels = jnp.arange(8) % 4
    paths = [{"classes": 4, "lr": 0.05, "seed": s} for s in range(4)]
    for path in paths:
        train_loop(path, images, labels)
    print("paths:", len(paths), "traces of train_step:", len(step.TRACES))
