# Report: https://github.com/jax-ml/jax/issues/7545
# The fix suggested in the thread: `jnp.asarray` on the inputs that are indexed in the loop body,
# so `radec[s]` indexes a JAX array with the traced loop index.
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
