# Report: https://github.com/jax-ml/jax/issues/24740
# Near miss: the escape test is carried through a fori_loop and selected with jnp.where, so the
# vmapped grid traces without a Python `if` on a tracer.
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
    print(escape_time(jnp.complex64(-0.75 + 0.1j), 100))
    print(render())
