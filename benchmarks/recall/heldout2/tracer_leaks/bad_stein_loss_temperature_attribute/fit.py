# Report: https://github.com/pyro-ppl/numpyro/issues/1982
# As in the report ("we shouldn't set `self.foo` for a tracer foo"), the Stein method stores its loss
# temperature on `self` inside the loss it jits; after `run` the attribute holds a leaked tracer, and
# reading it (here to report the final temperature) raises UnexpectedTracerError.
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
