import jax.numpy as jnp

from spd.eval_steps import make_stochastic_hidden_acts_step


def compute_hidden_acts_metrics(model, batch, key, n_mask_samples):
    step = make_stochastic_hidden_acts_step(n_mask_samples)
    acts = step(model, batch, key)
    return {"hidden_acts/mean": float(jnp.mean(acts)), "hidden_acts/frac_dead": float(jnp.mean(acts == 0))}
