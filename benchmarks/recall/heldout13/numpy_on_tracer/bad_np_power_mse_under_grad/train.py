# Report: https://openillumi.com/?p=109328
# Q&A (after a Stack Overflow question): a linear-regression MSE written with np.mean and
# np.power fails under jax.grad with TracerArrayConversionError; the answer is jnp.
import numpy as np

from linreg.fit import fit

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = np.linspace(0, 1, 100)
    y = 2 * x + 3 + 0.1 * rng.standard_normal(100)
    params = fit({"w": 2.4, "b": 10.0}, x, y)
    print({k: round(float(v), 2) for k, v in params.items()})
