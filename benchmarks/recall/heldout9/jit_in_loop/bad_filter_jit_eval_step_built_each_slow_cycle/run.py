# Report: https://github.com/goodfire-ai/spd/pull/967
# `compute_hidden_acts_metrics` calls the step factory on every invocation; each call returns a fresh
# `eqx.filter_jit` object, so every slow-eval cycle pays a full retrace and XLA compile of the same
# masked forward pass, for the whole run.
import equinox as eqx
import jax

from spd.eval_steps import TRACES
from spd.slow_eval import compute_hidden_acts_metrics

if __name__ == "__main__":
    key = jax.random.key(0)
    key, k_model, k_batch = jax.random.split(key, 3)
    model = eqx.nn.Linear(16, 32, use_bias=False, key=k_model)
    batch = jax.random.normal(k_batch, (8, 16))
    slow_every = 10
    for step in range(40):
        # ... a training step would update `model` here ...
        if step % slow_every == 0:
            key, eval_key = jax.random.split(key)
            metrics = compute_hidden_acts_metrics(model, batch, eval_key, n_mask_samples=4)
            print(step, metrics, "traces", len(TRACES))
