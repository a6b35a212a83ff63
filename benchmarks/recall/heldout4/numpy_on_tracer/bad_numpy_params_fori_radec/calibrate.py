# Report: https://github.com/jax-ml/jax/issues/7545
# As in the issue: the source positions reach the model as NumPy arrays (the issue's `check_grads`
# passed them that way; here the script builds `params` with NumPy), and the fori_loop body of
# `radec2lm` indexes them with the traced loop index, `radec[s]`: NumPy calls `__array__` on the
# tracer and raises TracerArrayConversionError.
import jax
import numpy as np

from rime.predict import loss

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    params = {
        "radec": np.deg2rad(np.array([[177.0, -30.0], [177.2, -29.9], [177.1, -30.1]])),
        "stokes": np.array([1.0, 0.5, 0.25]),
    }
    uvw = rng.normal(scale=100.0, size=(16, 3))
    frequency = np.linspace(1.0e9, 1.1e9, 4)
    data = np.zeros((16, 4), dtype=np.complex64)
    print("initial loss:", loss(params, uvw, frequency, data))
    print(jax.grad(loss)(params, uvw, frequency, data)["stokes"])
