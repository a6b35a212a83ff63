# Report: https://github.com/jax-ml/jax/pull/15057
# As in this PR's example, .tolist() on a tracer fails under jit; here `jax.jit(runner.run)` traces a
# method that hands its array to a module-level helper calling .tolist(): ConcretizationTypeError.
import jax
import jax.numpy as jnp


def summarize(values):
    return max(values.tolist())  # error: JAX105


class Runner:
    def __init__(self, steps):
        self.steps = steps

    def run(self, x):
        for _ in range(self.steps):
            x = jnp.cos(x)
        return x, summarize(x)


runner = Runner(steps=3)
run = jax.jit(runner.run)

if __name__ == "__main__":
    print(run(jnp.arange(3.0)))
