# Report: https://github.com/google/flax/issues/1218
# "Incredibly slow transformer code": the maintainer points at the placement of `jax.jit` ("you end
# up calling jit each iteration"). Each batch wraps the train step in a new partial and jits it, so
# the step is traced and compiled again on every batch.
import jax
import optax

from nlt.model import TinyTransformerBlock
from nlt.steps import TRACES
from nlt.trainer import Trainer

if __name__ == "__main__":
    key = jax.random.key(0)
    x = jax.random.normal(key, (6, 8, 4, 4))
    batches = [(x[i], x[i] * 0.5) for i in range(6)]
    model = TinyTransformerBlock()
    params = model.init(key, x[0])
    trainer = Trainer(model, optax.adam(1e-2), params)
    loss = trainer.train_epoch(batches)
    print("loss", float(loss), "traces:", len(TRACES))
