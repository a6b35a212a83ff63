# Report: https://github.com/jax-ml/jax/issues/2009
# The foot-gun the report describes ("almost every single new user will incorrectly reuse the PRNG key
# in this way"): two `uniform` draws on one key give the same values, so the "noise" of the toy data
# set is exactly 0.1 * x.
import jax
import jax.numpy as jnp

from data import make_dataset


def fit_poly(x, y, degree=5):
    X = jnp.concatenate([x ** k for k in range(degree + 1)], axis=1)
    return jnp.linalg.lstsq(X, y)[0]


if __name__ == "__main__":
    x, y = make_dataset(jax.random.PRNGKey(0))
    print("noise == 0.1 * x:", bool(jnp.allclose(y - jnp.sin(3.0 * x), 0.1 * x)))
    print(fit_poly(x, y).ravel())
