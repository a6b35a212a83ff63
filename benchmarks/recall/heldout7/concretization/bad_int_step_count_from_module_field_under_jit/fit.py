# Report: https://github.com/tud-phi/soromox/issues/54
# A soft-robot DynamicalSystem (an equinox Module) rolls out a closed-loop trajectory whose step count is
# int(duration / self.dt). Trained with jax.jit over the module, the float field dt is a traced leaf, so
# the int() raises ConcretizationTypeError while the train step (and its backward pass) is traced.
import equinox as eqx
import jax
import jax.numpy as jnp

from softrobot.system import DynamicalSystem


def pd_controller(q, qd, kp=4.0, kd=0.5):
    return -kp * (q - 0.3) - kd * qd


def loss_fn(system, target):
    qs = system.rollout_closed_loop(jnp.zeros(2), pd_controller, duration=1.0)
    return jnp.mean((qs[-1] - target) ** 2)


@jax.jit
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
