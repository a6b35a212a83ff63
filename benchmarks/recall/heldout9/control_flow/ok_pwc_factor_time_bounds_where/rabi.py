# Report: https://github.com/dynamiqs/dynamiqs/pull/406
# Fixed twin: the out-of-grid check is a jnp.where on the traced time.
import jax.numpy as jnp

from qsim import PWCFactor, sesolve

if __name__ == "__main__":
    sx = jnp.array([[0, 1], [1, 0]], dtype=jnp.complex64)
    sz = jnp.array([[1, 0], [0, -1]], dtype=jnp.complex64)
    drive = PWCFactor(times=jnp.array([0.0, 1.0, 2.0, 3.0]), values=jnp.array([0.5, 1.0, 0.5]))
    psi0 = jnp.array([1.0, 0.0], dtype=jnp.complex64)
    tsave = jnp.linspace(0.0, 4.0, 81)
    states = sesolve(0.1 * sz, sx, drive, psi0, tsave)
    print("excited population at the end:", float(jnp.abs(states[-1, 1]) ** 2))
