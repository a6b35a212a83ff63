# Report: https://github.com/jax-ml/jax/issues/9672
# "JIT always recompiles bound methods": when the caller jits the method itself,
# `jit(x.f)()` inside a loop, every iteration wraps a fresh bound method and JAX traces and
# compiles it again, while a method jitted once is compiled once.
import jax.numpy as jnp

from particles.driver import simulate
from particles.system import TRACES, ParticleSystem

if __name__ == "__main__":
    system = ParticleSystem(stiffness=4.0, damping=0.1, dt=0.01)
    state = (jnp.linspace(-1.0, 1.0, 16), jnp.zeros(16))
    n_steps = 20
    state = simulate(system, state, n_steps)
    print("energy:", float(system.energy(state)))
    print("traces of step:", TRACES[0], "for", n_steps, "calls")
