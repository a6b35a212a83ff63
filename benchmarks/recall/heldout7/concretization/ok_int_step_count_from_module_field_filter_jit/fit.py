# Report: https://github.com/tud-phi/soromox/issues/54
# Near miss: eqx.filter_jit keeps the float fields of the module static (only arrays are traced), so
# int(duration / self.dt) is computed on Python floats.
import equinox as eqx
import jax
import jax.numpy as jnp

from softrobot.system import DynamicalSystem


def pd_controller(q, qd, kp=4.0, kd=0.5):
    return -kp * (q - 0.3) - kd * qd


def loss_fn(system, target):
    qs = system.rollout_closed_loop(jnp.zeros(2), pd_controller, duration=1.0)
    return jnp.mean((qs[-1] - target) ** 2)


@eqx.filter_jit
def train_step(system, target):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(system, target)
    system = eqx.apply_updates(system, jax.tree.map(lambda g: -0.1 * g, grads))
    return system, loss


if __name__ == "__main__":
    system = DynamicalSystem(stiffness=jnp.array([1.0, 2.0]), damping=jnp.array([0.2, 0.2]))
    target = jnp.array([0.25, 0.2])
    for it in range(5):
        system, loss = train_step(system, target)
    print("loss:", float(loss), "stiffness:", system.stiffness)
