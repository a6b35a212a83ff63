# Report: https://github.com/climate-analytics-lab/jax-gcm/pull/20
# Near miss: the module uses jnp on the traced fields and NumPy only for its constant table.
import jax
import jax.numpy as jnp

from gcm.physics.surface import physics_step

if __name__ == "__main__":
    n = 16
    state = {
        "t_surface": jnp.full(n, 285.0),
        "sea_ice": jnp.linspace(-0.1, 1.1, n),
        "snow": jnp.zeros(n),
        "land_frac": jnp.linspace(0.0, 1.0, n),
    }
    step = jax.jit(physics_step)
    for day in range(24):
        state = step(state, jnp.full(n, 340.0))
    print("mean surface temperature:", float(state["t_surface"].mean()))
