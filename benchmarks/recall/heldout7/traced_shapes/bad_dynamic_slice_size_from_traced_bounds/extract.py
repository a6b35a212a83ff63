# Report: https://github.com/jax-ml/jax/pull/3795
# The PR answers users (#1007, #3794) who moved from a[i:j] to lax.dynamic_slice under jit and hit the same
# wall: dynamic_slice takes a traced start but its slice size must be static. Here the window is given by
# traced onset/offset bounds, so the size stop - start is a tracer and tracing raises a TypeError.
import jax
import jax.numpy as jnp

from features.windows import windowed_energy

WINDOW = 64

if __name__ == "__main__":
    signal = jnp.sin(jnp.linspace(0.0, 40.0, 1024))
    onsets = jnp.array([0, 100, 500])
    energy = jax.jit(windowed_energy, static_argnums=2)(signal, onsets, WINDOW)
    print("window energies:", energy)
