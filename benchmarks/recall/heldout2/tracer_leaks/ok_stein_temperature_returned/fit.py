# Report: https://github.com/pyro-ppl/numpyro/issues/1982
# Twin: the report's fix, the temperature is returned by the jitted update (part of its state) and
# stored on `self` outside the trace, where it is a concrete array.
import jax
import jax.numpy as jnp

from stein import SteinVI


def logdensity(x):
    return -0.5 * jnp.sum((x - 2.0) ** 2)


if __name__ == "__main__":
    svgd = SteinVI(logdensity)
    particles, loss = svgd.run(jax.random.normal(jax.random.key(0), (5, 2)), num_steps=3)
    print(particles.mean(0), loss)
    print("final temperature:", svgd.loss_temperature + 0.0)
