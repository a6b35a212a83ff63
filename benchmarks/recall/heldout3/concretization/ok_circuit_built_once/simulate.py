# Report: https://github.com/gdsfactory/klujax/issues/34
# Near miss, the report's recommended pattern: the circuit (and its `int()` of the symbolic handle)
# is built once at import, outside any trace; the jitted Newton step only evaluates it.
import equinox as eqx
import jax.numpy as jnp

from models import coupler_ring


@eqx.filter_jit
def newton_step(v, wl):
    response = coupler_ring(wl)
    return v - 0.5 * (v - response)


if __name__ == "__main__":
    print(coupler_ring(1.55))
    print(newton_step(jnp.zeros(3), jnp.float32(1.55)))
