import equinox as eqx
import jax
import jax.numpy as jnp


class DynamicalSystem(eqx.Module):
    stiffness: jax.Array
    damping: jax.Array
    dt: float = 0.01

    def dynamics(self, q, qd, tau):
        qdd = tau - self.stiffness * q - self.damping * qd
        return qd, qdd

    def rollout_closed_loop(self, q0, controller, duration):
        num_steps = int(duration / self.dt)  # error: JAX105

        def step(carry, _):
            q, qd = carry
            tau = controller(q, qd)
            dq, dqd = self.dynamics(q, qd, tau)
            q, qd = q + self.dt * dq, qd + self.dt * dqd
            return (q, qd), q

        _, qs = jax.lax.scan(step, (q0, jnp.zeros_like(q0)), None, length=num_steps)
        return qs
