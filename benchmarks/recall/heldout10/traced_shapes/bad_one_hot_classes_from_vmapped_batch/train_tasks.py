# Report: https://github.com/jax-ml/jax/issues/3696
# "Enabling vmap for one_hot": the number of classes travels with each example (`ns` in the report,
# a `num_classes` column of the batch here), so under vmap `one_hot(idx, n)` gets a traced n and
# raises ConcretizationTypeError; one example at a time with a Python int it works.
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
