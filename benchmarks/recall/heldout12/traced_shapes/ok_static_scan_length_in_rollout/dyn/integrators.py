import jax
import jax.numpy as jnp


def euler_step(params, x, dt):
    return x + dt * (params["a"] @ x)


def rollout(params, x0, num_steps, dt=0.01):
    def body(x, _):
        x = euler_step(params, x, dt)
        return x, x

    _, traj = jax.lax.scan(body, x0, xs=None, length=num_steps)
    return traj
