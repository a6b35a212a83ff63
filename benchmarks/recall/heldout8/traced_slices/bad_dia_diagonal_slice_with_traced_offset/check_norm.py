# Report: https://github.com/qutip/qutip-jax/issues/62
# A diagonal-format matrix is a pytree whose offsets are array leaves. A helper slices each stored
# diagonal with `data[k, start:end]`, bounds computed from the offset; under jax.jit the offsets are
# tracers, so the slice raises "IndexError: Array slice indices must have static start/stop/step".
import jax
import jax.numpy as jnp

from qjax import JaxDia, frobenius_norm

if __name__ == "__main__":
    n = 4
    offsets = jnp.array([-1, 0, 1])
    data = jnp.ones((3, n))
    m = JaxDia(offsets, data, (n, n))
    print("eager:", float(frobenius_norm(m)))
    print("jit:", float(jax.jit(frobenius_norm)(m)))
