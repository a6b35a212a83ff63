import jax.numpy as jnp


def time_grid(t_span, n_steps):
    """A scalar is a final time (starting at 0); otherwise a (t0, t1) pair."""
    if jnp.ndim(t_span) == 0:
        t0, t1 = 0.0, t_span
    else:
        t0, t1 = t_span
    return jnp.linspace(t0, t1, n_steps + 1)
