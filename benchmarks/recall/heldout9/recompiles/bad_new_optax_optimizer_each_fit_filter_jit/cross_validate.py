# Report: https://github.com/patrick-kidger/equinox/issues/940
# `fit` builds a new optax optimizer every time it is called and passes it to the filter_jit step.
# The optimizer is a NamedTuple of fresh closures, so filter_jit treats each one as a new static
# value: the step is retraced and recompiled for every fold, though the model and shapes are the same.
import jax

from trainer.fit import fit
from trainer.model import Simple
from trainer.step import TRACES

if __name__ == "__main__":
    key = jax.random.key(0)
    for fold in range(4):
        key, k_model, kx, ky = jax.random.split(key, 4)
        x = jax.random.normal(kx, (32, 10))
        y = jax.random.normal(ky, (32, 1))
        model, loss = fit(Simple(k_model), x, y)
        print("fold", fold, "loss", float(loss), "traces so far", len(TRACES))
