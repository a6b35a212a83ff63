# Report: https://github.com/google/flax/issues/4695
# As in the issue: a `jax.jit` function defined in the algorithm's `__init__` closes over
# `self.optimizer` (an nnx.Optimizer) and calls `self.optimizer.update(...)`, writing traced values
# into the captured model and optimizer state. The flax leaked them (UnexpectedTracerError
# on the next use); current flax refuses the mutation: TraceContextError, "Cannot mutate Param from a
# different trace level".
import jax
from flax import nnx

from rl.algorithm import Algorithm
from rl.networks import QNetwork

if __name__ == "__main__":
    model = QNetwork(4, 2, rngs=nnx.Rngs(0))
    alg = Algorithm(model)
    obs = jax.random.normal(jax.random.key(1), (32, 4))
    targets = jax.random.normal(jax.random.key(2), (32, 2))
    for _ in range(3):
        print(alg.update(alg.params(), obs, targets))
