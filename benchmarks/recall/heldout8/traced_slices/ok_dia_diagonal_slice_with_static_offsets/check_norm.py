# Report: https://github.com/qutip/qutip-jax/issues/62
# A diagonal-format matrix is a pytree; this twin keeps the offsets as a tuple of ints in the static
# (aux) part, so the slice bounds `data[k, start:end]` computed from them stay Python ints under jax.jit.
import jax
import jax.numpy as jnp

from qjax import JaxDia, frobenius_norm

if __name__ == "__main__":
    n = 4
    offsets = (-1, 0, 1)
    data = jnp.ones((3, n))
    m = JaxDia(offsets, data, (n, n))
    print("eager:", float(frobenius_norm(m)))
    print("jit:", float(jax.jit(frobenius_norm)(m)))
