# Report: https://github.com/keras-team/keras/pull/22395
# As the PR describes (keras issue #21605): a layer that uses `add_loss()` is called twice in one
# model (a shared TimeDistributed wrapper on two inputs); the second call clears the first call's
# losses from the stateless scope with `list.remove()`, which compares by value, and under JAX's jit
# comparing two traced losses with `==` gives a traced bool: TracerBoolConversionError.
import jax
import jax.numpy as jnp

from kern.model import SiameseEncoder
from kern.scope import LossScope

model = SiameseEncoder()


@jax.jit
def loss_fn(params, a, b, target):
    with LossScope() as scope:
        score = model(params, a, b)
        return jnp.mean((score - target) ** 2) + sum(scope.losses)


if __name__ == "__main__":
    ka, kb = jax.random.split(jax.random.key(0))
    a = jax.random.normal(ka, (8, 5, 3))
    b = jax.random.normal(kb, (8, 5, 3))
    params = model.init(jax.random.key(1), 3, 4)
    grads = jax.grad(loss_fn)(params, a, b, jnp.ones(8))
    print("loss:", float(loss_fn(params, a, b, jnp.ones(8))))
