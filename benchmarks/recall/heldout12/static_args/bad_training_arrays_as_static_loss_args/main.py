# Report: https://openillumi.com/en/en-jax-jit-static-argnums-array-fix
# Q&A (after a Stack Overflow question): the training data `x` and `y` never change, so they are
# declared static (`static_argnums`) in the jitted MSE loss; calling it raises "ValueError:
# Non-hashable static arguments are not supported ... of type <class 'numpy.ndarray'>".
import numpy as np

from regression.fit import fit

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3))
    y = x @ np.array([1.0, -2.0, 0.5])
    r, final = fit(x, y, np.zeros(3))
    print(r, float(final))
