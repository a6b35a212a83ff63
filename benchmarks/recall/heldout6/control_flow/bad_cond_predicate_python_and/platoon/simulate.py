import jax
import jax.numpy as jnp

from .control import next_speed


@jax.jit
def follow(v0, lead_positions, dt=0.5):
    def body(carry, lead_x):
        x, v = carry
        v = jnp.maximum(next_speed(v, lead_x - x), 0.0)
        x = x + dt * v
        return (x, v), v

    _, speeds = jax.lax.scan(body, (0.0, v0), lead_positions)
    return speeds
