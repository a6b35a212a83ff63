# Report: https://github.com/thomaspinder/GPJax/pull/191
# As the PR describes: the regression examples drew the inputs `x` and the observation noise of `y`
# with the same PRNG key (and sorted `x` to hide it), so the "noise" is a deterministic function
# of the input it is added to: perfectly rank-correlated with x.
import jax
import jax.numpy as jnp

from gp_examples.data import make_regression_data
from gp_examples.regression import posterior_mean

if __name__ == "__main__":
    x, y, f = make_regression_data(jax.random.key(123))
    noise = (y - f(x))[:, 0]
    ranks = lambda v: jnp.argsort(jnp.argsort(v)).astype(float)
    print("rank correlation of noise with x:", float(jnp.corrcoef(ranks(x[:, 0]), ranks(noise))[0, 1]))
    x_test = jnp.linspace(-3, 3, 5)[:, None]
    print("posterior mean:", posterior_mean(x, y, x_test)[:, 0])
