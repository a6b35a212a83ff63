def forward(x, a, b):
    """Linear trend with a saturation regime above a = 5 (checked on the sampled value)."""
    y = b + a * x
    if a < 5:  # error: JAX101
        return y
    return y - 0.01 * (a - 5) * x**2
