import jax.numpy as jnp


def time_grid(t_span, n_steps):
    """A float is a final time (starting at 0); otherwise a (t0, t1) pair."""
    if isinstance(t_span, float):  # error: JAX110
        t0, t1 = 0.0, t_span
    else:
        t0, t1 = t_span
    return jnp.linspace(t0, t1, n_steps + 1)
