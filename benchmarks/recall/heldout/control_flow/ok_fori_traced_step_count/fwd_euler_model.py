# Report: https://github.com/jax-ml/jax/issues/25186
# The fix: lax.fori_loop takes the traced step count.
import jax
import jax.numpy as jnp


def velocity(z, dx, h):
    return dx * 0.5 * (1.0 - jnp.cos(z * jnp.pi / h))


@jax.jit
def forward_euler(z0, t_start_idx, t_end_idx, dt, dx, h):
    n_steps = t_end_idx - t_start_idx
    return jax.lax.fori_loop(0, n_steps, lambda _, z: z + dt * velocity(z, dx, h), z0)


if __name__ == "__main__":
    print(forward_euler(jnp.ones(3), 2, 12, 0.01, 0.5, 1.0))
