import equinox as eqx
import jax
import jax.numpy as jnp


def prepare_input(x, y, axis, check=True):
    """Validate spline data the way scipy does (same error types)."""
    x = jnp.asarray(x, dtype=float)
    y = jnp.asarray(y)
    if check:
        if x.ndim != 1:
            raise ValueError("`x` must be 1-dimensional.")
        if not jnp.all(jnp.isfinite(x)):
            raise ValueError("`x` must contain only finite values.")
        if x.shape[0] != y.shape[axis]:
            raise ValueError("The length of `y` along `axis` must match the length of `x`.")
    y = jnp.moveaxis(y, axis, 0)
    return x, y


class CubicSpline(eqx.Module):
    """Natural cubic spline through (x, y)."""

    x: jax.Array
    c: jax.Array

    def __init__(self, x, y, axis=0, check=True):
        x, y = prepare_input(x, y, axis, check)
        h = jnp.diff(x)
        n = x.shape[0]
        slope = jnp.diff(y, axis=0) / h[:, None] if y.ndim > 1 else jnp.diff(y) / h
        rhs = jnp.zeros_like(y).at[1:-1].set(3.0 * (slope[1:] - slope[:-1]))
        main = jnp.ones(n).at[1:-1].set(2.0 * (h[:-1] + h[1:]))
        lower = jnp.zeros(n).at[1:-1].set(h[:-1])
        upper = jnp.zeros(n).at[1:-1].set(h[1:])
        mat = jnp.diag(main) + jnp.diag(lower[1:], -1) + jnp.diag(upper[:-1], 1)
        b = jnp.linalg.solve(mat, rhs)
        a = y[:-1]
        d = (b[1:] - b[:-1]) / (3.0 * h)
        c1 = slope - h * (2.0 * b[:-1] + b[1:]) / 3.0
        self.x = x
        self.c = jnp.stack([d, b[:-1], c1, a])

    def __call__(self, xq):
        i = jnp.clip(jnp.searchsorted(self.x, xq) - 1, 0, self.x.shape[0] - 2)
        t = xq - self.x[i]
        d, b, c1, a = self.c[:, i]
        return ((d * t + b) * t + c1) * t + a
