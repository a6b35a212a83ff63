# Report: https://github.com/jax-ml/jax/issues/25186
# As in the report: the jitted forward-Euler integrator computes its number of steps from two index
# arguments (`operation sub` in the report's trace) and loops `for _ in range(n_steps)`:
# TracerIntegerConversionError (__index__ on a traced int).
import jax
import jax.numpy as jnp


def r_squared(x, y, u):
    return (u - x) ** 2 + y ** 2


def velocity(z, dx, h):
    return dx * 0.5 * (1.0 - jnp.cos(z * jnp.pi / h))


@jax.jit
def forward_euler(z0, t_start_idx, t_end_idx, dt, dx, h):
    n_steps = t_end_idx - t_start_idx
    z = z0
    for _ in range(n_steps):  # error: JAX102
        z = z + dt * velocity(z, dx, h)
    return z


if __name__ == "__main__":
    print(forward_euler(jnp.ones(3), 2, 12, 0.01, 0.5, 1.0))
