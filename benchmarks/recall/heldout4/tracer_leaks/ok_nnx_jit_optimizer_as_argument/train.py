# Report: https://github.com/google/flax/issues/4695
# The maintainers' answer: use `nnx.jit` and pass the model and the optimizer as arguments, so NNX
# carries their updated state out of the transformation instead of capturing them by closure.
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
        print(alg.update(obs, targets))
