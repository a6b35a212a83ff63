# Report: https://github.com/jax-ml/jax/issues/4763
# "If I jit the function, then it only prints out the iteration numbers the first time it's called
# (during compilation) but not every time": the sampler's progress message is a Python print in
# the jitted run, so it runs once, while tracing, shows tracers for the log density, and the second
# chain prints nothing.
import contextlib
import io

import jax
import jax.numpy as jnp

from mcmc_mini.sampler import RandomWalkMetropolis

if __name__ == "__main__":
    sampler = RandomWalkMetropolis(lambda x: -0.5 * jnp.sum(x ** 2))
    for chain in range(2):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            x, logp = sampler.run(jax.random.key(chain), jnp.zeros(2), 30)
            jax.effects_barrier()
        lines = out.getvalue().splitlines()
        print(f"chain {chain}: {len(lines)} progress lines, first: {lines[0] if lines else None!r}")
