# Report: https://github.com/pyro-ppl/numpyro/pull/5
# The fix the PR proposes: split the step's key into two and seed the model with one, the guide with
# the other, so no key is split twice and the guide's noise is independent of the model's draws.
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
