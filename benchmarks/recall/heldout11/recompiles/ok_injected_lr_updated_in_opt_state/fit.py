# Report: https://github.com/google-deepmind/optax/issues/577
# "Optax recompiles when learning rate changes": the learning rate of `optax.adam(lr)` is a Python
# float baked into the optimizer, so a trainer that rebuilds the optimizer with the decayed rate
# hands the jitted step a new static transformation every epoch and recompiles it each time.
import equinox as eqx
import jax
import jax.numpy as jnp

from trainlib.step import TRACES
from trainlib.trainer import Trainer

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (32, 2))
    y = x @ jnp.array([1.5, -0.5])
    model = eqx.nn.MLP(2, "scalar", 8, 1, key=jax.random.key(1))
    loss = Trainer(model).fit(x, y)
    print("loss:", float(loss), "- traces of make_step over 4 epochs:", TRACES["make_step"])
