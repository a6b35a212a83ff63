# Report: https://github.com/jax-ml/jax/issues/2273
# "`assert np.all(np.isfinite(x))` not working under jit": an assert checking that an
# intermediate result has no NaNs works without jit (and returning the same expression works
# under jit), but inside the jitted function it raises, because `assert` needs a concrete bool.
import jax.numpy as jnp

from solver.loop import solve

if __name__ == "__main__":
    a = jnp.array([8.0, 27.0, 2.0])
    x0 = jnp.ones(3)
    print("cube roots:", solve(x0, a))
