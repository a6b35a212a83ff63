# Report: https://github.com/patrick-kidger/equinox/issues/746
# As the issue reports: an eqx.Module holding its observed data in a field marked
# eqx.field(static=True) works for the first call of the filter_jit-ed loss and raises a ValueError
# for the second Data instance, when the cached call's static fields are compared.
from dlu.model import Model, loss_fn
from dlu.observations import Data

if __name__ == "__main__":
    model = Model(1.0)
    for seed in (0, 1):
        loss, grads = loss_fn(model, Data(seed))
        print("seed", seed, "loss", float(loss), "grad", float(grads.foo))
