# Report: https://openillumi.com/?p=109328
# Twin: the loss uses jax.numpy, so jax.grad can trace it.
import numpy as np

from linreg.fit import fit

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = np.linspace(0, 1, 100)
    y = 2 * x + 3 + 0.1 * rng.standard_normal(100)
    params = fit({"w": 2.4, "b": 10.0}, x, y)
    print({k: round(float(v), 2) for k, v in params.items()})
