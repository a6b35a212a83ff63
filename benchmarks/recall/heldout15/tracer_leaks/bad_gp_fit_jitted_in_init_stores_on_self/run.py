# Report: https://github.com/jax-ml/jax/issues/5344
# A Gaussian-process class caches its training inputs and K^-1 y on self inside fit, and jits fit in
# __init__ (self.fit = jit(self.fit)); the attributes then hold tracers of that trace and predict_mu
# fails with UnexpectedTracerError.
import jax.numpy as jnp

from gp.model import GP

if __name__ == "__main__":
    x = jnp.linspace(0.0, 3.0, 8)
    y = jnp.sin(x)
    gp = GP()
    gp.fit(x, y)
    print(gp.predict_mu(jnp.array([0.5, 1.5])))
