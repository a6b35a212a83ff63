# Report: https://github.com/jax-ml/jax/issues/24740
# As in the report, the escape-time loop returns early with a Python `if` on |z| > 2. Eagerly, on one
# point, it works; vmapped over a grid of points, `jnp.abs(z) > 2.0` is a batched tracer and the `if`
# raises TracerBoolConversionError.
import jax
import jax.numpy as jnp

from fractal import escape_time


def render(width=8, height=6, max_iter=20):
    xs = jnp.linspace(-2.0, 1.0, width)
    ys = jnp.linspace(-1.2, 1.2, height)
    grid = (xs[None, :] + 1j * ys[:, None]).astype(jnp.complex64).ravel()
    counts = jax.vmap(escape_time, in_axes=(0, None))(grid, max_iter)
    return counts.reshape(height, width)


if __name__ == "__main__":
    print(escape_time(jnp.complex64(-0.75 + 0.1j), 100))  # one point, eager: fine
    print(render())
