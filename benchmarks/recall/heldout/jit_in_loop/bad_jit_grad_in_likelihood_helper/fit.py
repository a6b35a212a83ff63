# Report: https://github.com/jax-ml/jax/issues/2515
# As in the report: the minimiser's gradient helper returns `jit(grad(_Likelihood))(...)`; grad builds a
# new function every call, so each call of the helper in the fitting loop traces and compiles again.
from jax import grad, jit
from jax.numpy import exp, log, pi, sqrt
from numpy import random

sigma, mu, N, tries = 5.0, 100.0, 100, 2
s0 = sigma + random.randn(tries) * 0.5
s1 = mu + random.randn(tries) * 10.0


def _likelihood(s, m, w):
    total = 0.0
    for _x in w:
        total += -log(1 / (s * sqrt(2.0 * pi)) * exp(-(((_x - m) / s) ** 2) / 2.0))
    return total


def my_dev_likelihood(pars, x):
    return jit(grad(_likelihood))(pars[0], pars[1], x)  # error: JAX205


if __name__ == "__main__":
    for ss, mm in zip(s0, s1):
        x = random.randn(N) * sigma + mu
        my_dev_likelihood((ss, mm), x)
        my_dev_likelihood((ss + 0.1, mm + 0.1), x)
