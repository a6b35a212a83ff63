# Report: https://github.com/jax-ml/jax/issues/9579
# As in the issue: a fori_loop body picks the points of one interval with a boolean mask,
# `alpha[mask]`, where `mask = (i - 1) == idx` depends on the loop index; the body is traced, so the
# mask is a tracer and indexing with it raises NonConcreteBooleanIndexError.
import jax
import jax.numpy as jnp

from interp import cos_interpolate_randomized

if __name__ == "__main__":
    xp = jnp.linspace(0.0, 1.0, 5)
    fp = xp**2
    x = jnp.linspace(0.05, 0.95, 12)
    print(jax.jit(cos_interpolate_randomized)(x, xp, fp, jax.random.key(0)))
