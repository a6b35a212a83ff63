import jax
import jax.numpy as jnp


def leapfrog(state, dt):
    q, p = state
    p = p - 0.5 * dt * q / jnp.linalg.norm(q) ** 3
    q = q + dt * p
    p = p - 0.5 * dt * q / jnp.linalg.norm(q) ** 3
    return q, p


def simulate(q0, p0, n_steps, dt):
    def body(state, _):
        state = leapfrog(state, dt)
        return state, state[0]

    _, trajectory = jax.lax.scan(body, (q0, p0), None, length=n_steps)  # error: JAX106
    return trajectory
