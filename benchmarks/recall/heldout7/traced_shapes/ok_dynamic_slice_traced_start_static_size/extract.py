# Report: https://github.com/jax-ml/jax/pull/3795
# Near miss: only the start of the window is traced; its length is the Python int WINDOW.
import jax
import jax.numpy as jnp

from features.windows import windowed_energy

WINDOW = 64

if __name__ == "__main__":
    signal = jnp.sin(jnp.linspace(0.0, 40.0, 1024))
    onsets = jnp.array([0, 100, 500])
    energy = jax.jit(windowed_energy, static_argnums=2)(signal, onsets, WINDOW)
    print("window energies:", energy)
