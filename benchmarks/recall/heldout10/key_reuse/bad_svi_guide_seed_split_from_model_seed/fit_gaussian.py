# Report: https://github.com/pyro-ppl/numpyro/pull/5
# "we split seed of model into a subkey and use the subkey for guide. But in model's trace, we also
# split the same seed": the guide is seeded with a split of the key the model is seeded with, and
# the model's own handler splits that key the same way, so the guide's draw is the model's second
# draw, bit for bit, on every SVI step.
import jax
import jax.numpy as jnp
from jax import random

from minipyro.svi import make_update


def model(sample):
    sample("a", lambda k: random.normal(k, (3,)))
    sample("z", lambda k: random.normal(k, (3,)))


def guide(sample, params):
    sample("z", lambda k: params["loc"] + random.normal(k, (3,)))


if __name__ == "__main__":
    update = make_update(model, guide)
    params = {"loc": jnp.zeros(3)}
    rng = random.key(1)
    for step in range(3):
        rng, step_rng = random.split(rng)
        loc = params["loc"]
        params, loss, (model_tr, guide_tr) = update(params, step_rng)
        same = bool(jnp.allclose(guide_tr["z"] - loc, model_tr["z"]))
        print(step, "guide noise is the model's z draw:", same)
