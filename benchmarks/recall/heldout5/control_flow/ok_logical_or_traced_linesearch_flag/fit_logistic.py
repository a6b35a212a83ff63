# Report: https://github.com/google/jaxopt/pull/350
# The PR's fix: the stopping test is `jnp.logical_or(not self.stop_if_linesearch_fails,
# ~state.failed_linesearch)`: `not` applies to the Python option only, the traced flag stays an array.
import jax
import jax.numpy as jnp

from optim_lite.lbfgs import LBFGS

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (200, 3))
    y = (x @ jnp.array([1.5, -2.0, 0.5]) + 0.3 * jax.random.normal(jax.random.key(1), (200,)) > 0).astype(float)

    def nll(w):
        logits = x @ w
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits) + 1e-3 * w @ w

    w, state = LBFGS(nll, stop_if_linesearch_fails=True).run(jnp.zeros(3))
    print("weights:", w, "iterations:", int(state.iter_num))
