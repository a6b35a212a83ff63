# Report: https://github.com/PyAutoLabs/PyAutoFit/issues/1581
# With a JAX analysis, the vmapped Fitness that the sampler builds cannot trace a model with
# assertions: `check_assertions` applies Python `not` to the traced result of an assertion, and
# `CompoundAssertion` combines two traced results with Python `and`, so every batch of vectors
# fails with TracerBoolConversionError.
import jax.numpy as jnp

from autofit.assertion import CompoundAssertion, GreaterThanAssertion
from autofit.fitness import Fitness
from autofit.model import Collection


class Analysis:
    """Two Gaussians summed on a grid, compared with data."""

    def __init__(self, xs, data):
        self.xs = xs
        self.data = data

    def log_likelihood_function(self, instance):
        model = (jnp.exp(-0.5 * (self.xs - instance["centre_0"]) ** 2)
                 + jnp.exp(-0.5 * (self.xs - instance["centre_1"]) ** 2))
        return -0.5 * jnp.sum((model - self.data) ** 2)


def run(model, analysis, vectors):
    try:
        print("log likelihoods:", Fitness(model, analysis)(vectors))
    except Exception as e:
        tb = e.__traceback__
        while tb.tb_next is not None and "autofit" not in tb.tb_next.tb_frame.f_code.co_filename:
            tb = tb.tb_next
        while tb.tb_next is not None and "autofit" in tb.tb_next.tb_frame.f_code.co_filename:
            tb = tb.tb_next
        print(type(e).__name__, "at", tb.tb_frame.f_code.co_filename.split("/")[-1], "line", tb.tb_lineno)


if __name__ == "__main__":
    xs = jnp.linspace(-5.0, 5.0, 50)
    data = jnp.exp(-0.5 * (xs + 1.0) ** 2) + jnp.exp(-0.5 * (xs - 2.0) ** 2)
    analysis = Analysis(xs, data)
    vectors = jnp.array([[-1.0, 2.0, 0.0], [2.0, -1.0, 0.0], [0.0, 1.0, 3.0]])

    # Label-symmetry-breaking ordering: centre_0 < centre_1.
    model = Collection(["centre_0", "centre_1", "centre_2"])
    model.add_assertion(GreaterThanAssertion("centre_0", "centre_1"))
    run(model, analysis, vectors)

    # The same ordering, extended to a third centre with a compound assertion.
    model = Collection(["centre_0", "centre_1", "centre_2"])
    model.add_assertion(CompoundAssertion(GreaterThanAssertion("centre_0", "centre_1"),
                                          GreaterThanAssertion("centre_1", "centre_2")))
    run(model, analysis, vectors)
