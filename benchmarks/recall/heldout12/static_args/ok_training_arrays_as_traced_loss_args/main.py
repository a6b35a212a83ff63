# Report: https://openillumi.com/en/en-jax-jit-static-argnums-array-fix
# Twin: a plain `@jax.jit`; the data arrays are ordinary traced arguments.
import numpy as np

from regression.fit import fit

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3))
    y = x @ np.array([1.0, -2.0, 0.5])
    r, final = fit(x, y, np.zeros(3))
    print(r, float(final))
