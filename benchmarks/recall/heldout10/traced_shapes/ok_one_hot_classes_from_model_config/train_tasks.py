# Report: https://github.com/jax-ml/jax/issues/3696
# The class count comes from the static shape of the logits, not from the vmapped record, so
# one_hot gets a Python int under vmap and jit.
import jax
import jax.numpy as jnp

from tasks.losses import example_loss
from tasks.model import Classifier, loss_and_grad

if __name__ == "__main__":
    model = Classifier(6, 4, jax.random.key(0))
    x = jax.random.normal(jax.random.key(1), (8, 6))
    records = {"label": jnp.arange(8) % 4, "num_classes": jnp.full((8,), 4)}
    print(example_loss(model(x)[0], {"label": 1, "num_classes": 4}))
    loss, grads = loss_and_grad(model, x, records)
    print(loss)
