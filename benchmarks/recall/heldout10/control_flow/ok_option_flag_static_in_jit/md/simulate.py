import jax

from md.potentials import SoftSphere


def make_step(potential: SoftSphere, dt=0.01):
    energy_fn = jax.jit(potential.energy, static_argnames=("periodic",))
    force_fn = jax.jit(jax.grad(potential.energy), static_argnames=("periodic",))

    def step(positions, periodic):
        return (positions - dt * force_fn(positions, periodic=periodic),
                energy_fn(positions, periodic=periodic))

    return step
