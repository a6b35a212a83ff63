# Report: https://github.com/MilesCranmer/lagrangian_nns/issues/7
# Fixed twin: the torque is switched with jnp.where on the traced time.
import jax
import jax.numpy as jnp
from jax.experimental.ode import odeint

from pendulum import analytical_fn


@jax.jit
def rollout(state0, times):
    return odeint(analytical_fn, state0, times)


if __name__ == "__main__":
    state0 = jnp.array([3 * jnp.pi / 7, 3 * jnp.pi / 4, 0.0, 0.0])
    times = jnp.linspace(0.0, 3.0, 31)
    traj = rollout(state0, times)
    print("final state:", traj[-1])
