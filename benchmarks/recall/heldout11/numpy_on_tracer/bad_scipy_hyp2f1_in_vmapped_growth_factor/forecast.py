# Report: https://github.com/jax-ml/jax/issues/7958
# "Direct using scipy.special.hyp2f1 causes jax.errors.TracerArrayConversionError, as I have a
# batched version of a function involving hyp": the growth factor calls SciPy's hyp2f1 and the
# power spectrum vmaps it over scale factors, so SciPy receives a tracer.
import jax.numpy as jnp

from cosmo.background import FlatLCDM
from cosmo.power import LinearPower

if __name__ == "__main__":
    cosmo = FlatLCDM(omega_m=0.3)
    pk = LinearPower(cosmo)
    k = jnp.logspace(-3, 0, 4)
    a = jnp.array([0.25, 0.5, 1.0])
    print(pk(k, a))
    print("growth D(a=0.5)/D(1):", float(cosmo.normalized_growth(jnp.array(0.5))))
