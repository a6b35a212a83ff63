# Report: https://github.com/jax-ml/jax/issues/1421
# The fix from the thread: the Metropolis sweep is a top-level jitted function taking J and h as
# arguments, so it is traced once per problem size N and reused by every call and repetition.
from collections import Counter

import jax
import jax.numpy as jnp
import numpy as np

from ais.sampler import ais_jax

TRACES = Counter()
jax.monitoring.register_event_duration_secs_listener(
    lambda name, _secs, **kw: TRACES.update([kw.get("fun_name")])
    if name == "/jax/core/compile/jaxpr_trace_duration" else None
)

if __name__ == "__main__":
    betas = jnp.linspace(0.0, 1.0, 21)
    calls = 0
    for N in (6, 8):
        rng = np.random.default_rng(N)
        J = rng.normal(scale=0.3, size=(N, N))
        J = jnp.asarray(np.triu(J, 1) + np.triu(J, 1).T)
        h = jnp.asarray(rng.normal(scale=0.1, size=N))
        for rep in range(5):
            log_z = ais_jax(jax.random.key(100 * N + rep), J, h, betas, K=200)
            calls += 1
        print(f"N={N}: log Z estimate (last rep) = {float(log_z):.3f}")
    print(f"calls of ais_jax: {calls}, traces of run_mh: {TRACES['run_mh']}")
