# Report: https://github.com/keras-team/keras/pull/22107
# get_metrics_result is called inside train_step, which the JAX trainer jits, and it calls
# pythonify_logs, whose float() needs a concrete value (ConcretizationTypeError); the PR moves
# pythonify_logs out of get_metrics_result, to the callbacks that run outside jit.
import jax
import jax.numpy as jnp

from kmini.trainer import Trainer

if __name__ == "__main__":
    key = jax.random.key(0)
    x = jax.random.normal(key, (32, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
    batches = [(x[i:i + 8], y[i:i + 8]) for i in range(0, 32, 8)]
    history = Trainer().fit(batches)
    print("first logs:", history[0], "last logs:", history[-1])
