import jax.numpy as jnp


def forward(x, a, b):
    """Linear trend with a saturation regime above a = 5 (selected elementwise)."""
    y = b + a * x
    return jnp.where(a < 5, y, y - 0.01 * (a - 5) * x**2)
