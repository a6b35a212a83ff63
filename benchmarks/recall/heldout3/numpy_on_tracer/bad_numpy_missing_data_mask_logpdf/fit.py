# Report: https://github.com/wesselb/stheno/issues/21
# As in the report ("Unable to jit logpdf"): the GP's `logpdf` handles missing data by converting the
# not-NaN mask to NumPy (`B.jit_to_numpy(~B.isnan(x[:, 0]))`). Under `jax.jit(jax.grad(loss_fn))`
# the mask is computed inside the trace, so the NumPy conversion meets a tracer:
# TracerArrayConversionError.
import jax
import jax.numpy as jnp

from gp import GP

x = jnp.linspace(0.0, 5.0, 10)
y = jnp.sin(x)

if __name__ == "__main__":
    loss_fn = lambda lengthscale: -GP(lengthscale).logpdf(x, y)
    print(loss_fn(jnp.array(1.0)))  # eager: fine
    grad_fn = jax.jit(jax.grad(loss_fn))
    print(grad_fn(jnp.array(1.0)))
