# Report: https://github.com/asantini29/phentax/pull/28
# Twin: the PR's fix, `math.ceil` keeps the sample count a Python int computed from Python floats.
import jax
import jax.numpy as jnp

from phenom import IMRPhenomT

model = IMRPhenomT()


@jax.jit
def log_likelihood(params, data):
    hp, hc = model.compute_polarizations(params)
    return -0.5 * jnp.sum((hp - data) ** 2)


if __name__ == "__main__":
    params = {"phi0": 0.1, "chirp": 40.0, "amp": 1.0}
    data = model.compute_polarizations(params)[0]  # eager: fine
    print(log_likelihood(params, data))
