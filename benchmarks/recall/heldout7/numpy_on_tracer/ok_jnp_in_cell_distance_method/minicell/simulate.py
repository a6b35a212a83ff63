import jax
import jax.numpy as jnp


def simulate(cell, params, current, dt=0.1):
    gain = cell.synaptic_gain(params["offset"])

    def step(v, i_t):
        v = v + dt * (-params["leak"] * v + gain * i_t)
        return v, v

    _, vs = jax.lax.scan(step, 0.0, current)
    return vs
