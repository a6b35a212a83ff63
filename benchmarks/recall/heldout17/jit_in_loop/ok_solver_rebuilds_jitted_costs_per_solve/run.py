# Report: https://github.com/iory/scikit-robot/issues/871
# The fix of PRs #872 and #875: the cost and the inner step are module-level jitted functions that
# take the FK arrays and the target as runtime arguments, so one compiled executable serves every
# solver instance and every problem of the same structure.
from collections import Counter

import jax
import jax.numpy as jnp

from skrobot_mini.trajopt import solve_ik

TRACES = Counter()
jax.monitoring.register_event_duration_secs_listener(
    lambda name, _secs, **kw: TRACES.update([kw.get("fun_name")])
    if name == "/jax/core/compile/jaxpr_trace_duration" else None
)

if __name__ == "__main__":
    fk_data = {"lengths": jnp.array([1.0, 0.8, 0.6]), "base": jnp.zeros(2)}
    q0 = jnp.full(3, 0.1)
    targets = [jnp.array([1.5 + 0.05 * i, 0.5]) for i in range(10)]
    for target in targets:
        q, final_cost = solve_ik(fk_data, q0, target)
    print(f"last solve: q = {q}, cost = {final_cost:.2e}")
    print(f"solves: {len(targets)}, traces of inner_step: {TRACES['inner_step']}, traces of cost: {TRACES['cost']}")
