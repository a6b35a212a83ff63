# Report: https://github.com/goodfire-ai/spd/pull/967
# Fixed twin (the PR's fix): the step is built once, next to the other eval steps, and passed in.
import equinox as eqx
import jax

from spd.eval_steps import TRACES, make_stochastic_hidden_acts_step
from spd.slow_eval import compute_hidden_acts_metrics

if __name__ == "__main__":
    key = jax.random.key(0)
    key, k_model, k_batch = jax.random.split(key, 3)
    model = eqx.nn.Linear(16, 32, use_bias=False, key=k_model)
    batch = jax.random.normal(k_batch, (8, 16))
    hidden_acts_step = make_stochastic_hidden_acts_step(n_mask_samples=4)
    slow_every = 10
    for step in range(40):
        # ... a training step would update `model` here ...
        if step % slow_every == 0:
            key, eval_key = jax.random.split(key)
            metrics = compute_hidden_acts_metrics(model, batch, eval_key, hidden_acts_step)
            print(step, metrics, "traces", len(TRACES))
