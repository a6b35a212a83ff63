import jax.numpy as jnp


def compute_hidden_acts_metrics(model, batch, key, hidden_acts_step):
    acts = hidden_acts_step(model, batch, key)
    return {"hidden_acts/mean": float(jnp.mean(acts)), "hidden_acts/frac_dead": float(jnp.mean(acts == 0))}
