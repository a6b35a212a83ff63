# Report: https://github.com/jax-ml/jax/issues/11303
# The optimizer is built once per learning rate (cached) and shared by every path, so the static
# `optimizer` argument is the same object for every path: 4 paths, 1 trace.
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
