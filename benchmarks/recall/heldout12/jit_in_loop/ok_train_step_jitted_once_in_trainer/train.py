# Report: https://github.com/google/flax/issues/1218
# Twin: the trainer jits the partial train step once, in `__init__`; every batch reuses it.
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
