import jax.numpy as jnp


def lazy_walk(n, p_right=0.4, p_left=0.4):
    """Transition matrix of a lazy random walk on 0..n-1 with reflecting ends."""
    stay = 1.0 - p_right - p_left
    t = stay * jnp.eye(n) + p_right * jnp.eye(n, k=1) + p_left * jnp.eye(n, k=-1)
    t = t.at[0, 0].add(p_left).at[n - 1, n - 1].add(p_right)
    return t
