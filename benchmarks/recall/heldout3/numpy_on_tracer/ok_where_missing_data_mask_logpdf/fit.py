# Report: https://github.com/wesselb/stheno/issues/21
# Near miss: missing observations are masked with jnp.where (a huge noise variance) instead of being
# dropped through NumPy, so the jitted gradient traces.
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
