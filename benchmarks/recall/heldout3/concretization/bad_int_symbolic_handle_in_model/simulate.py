# Report: https://github.com/gdsfactory/klujax/issues/34
# As in the report: a model (`coupler_ring`) builds its circuit inside its own body, so when the
# simulator JIT-compiles its Newton step with equinox, the circuit is built while tracing and
# `analyze()` calls `int(raw_symbol)` on the traced handle: ConcretizationTypeError. The report's
# recommended pattern builds the circuit once, outside the model.
import equinox as eqx
import jax.numpy as jnp

from models import coupler_ring


@eqx.filter_jit
def newton_step(v, wl):
    response = coupler_ring(wl)
    return v - 0.5 * (v - response)


if __name__ == "__main__":
    print(coupler_ring(1.55))  # eager: fine
    print(newton_step(jnp.zeros(3), jnp.float32(1.55)))
