from functools import partial

import jax
import jax.numpy as jnp


class State:
    def __init__(self, temperature):
        self.temperature = temperature


class Model:
    def __init__(self, n_columns=16, n_levels=8, physics=(), time_step=30.0):
        self.n_columns, self.n_levels = n_columns, n_levels
        self.physics = list(physics)
        self.time_step = time_step  # minutes

    def initial_state(self):
        levels = jnp.linspace(0.0, 1.0, self.n_levels)
        columns = jnp.linspace(-1.0, 1.0, self.n_columns)[:, None]
        return 288.0 - 60.0 * levels[None, :] + 10.0 * columns

    def physics_params(self):
        return [None if term.params is None else term.params.get_value() for term in self.physics]

    # the physics parameters are a traced argument: in-place edits reach the next run
    @partial(jax.jit, static_argnums=(0, 3))
    def _run_from_state(self, temperature, params, n_steps):
        dt = self.time_step * 60.0

        def step(_, t):
            return t + dt * sum(term.tendency(t, p) for term, p in zip(self.physics, params))

        return jax.lax.fori_loop(0, n_steps, step, temperature)

    def run(self, total_time):
        n_steps = int(total_time * 24 * 60 / self.time_step)
        return State(self._run_from_state(self.initial_state(), self.physics_params(), n_steps))
