# Report: https://github.com/patrick-kidger/equinox/issues/686
# Near miss: the forward kinematics are jitted once at module level and the module only stores that
# one function object, so re-initialised modules are equal static parts and the step is traced once.
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from kinematics import ForwardKinematicTrajectory, planar_arm_fk_jit

TRACES = []


def loss(model, X, y):
    return jnp.mean(jnp.square(jax.vmap(model)(X) - y))


@eqx.filter_jit
def step(model, opt_state, X, y, opt):
    TRACES.append(None)
    val, grads = eqx.filter_value_and_grad(loss)(model, X, y)
    updates, opt_state = opt.update(grads, opt_state, model)
    model = eqx.apply_updates(model, updates)
    return val, model, opt_state


if __name__ == "__main__":
    X = jnp.linspace(0, 1, 16)[:, None]
    y = jnp.stack([jnp.ones(16), jnp.zeros(16)], axis=-1)
    opt = optax.adam(1e-2)
    for restart in range(3):
        model = ForwardKinematicTrajectory(planar_arm_fk_jit, jax.random.key(restart))
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(4):
            val, model, opt_state = step(model, opt_state, X, y, opt)
    print(f"{len(TRACES)} traces for 3 restarts of 4 steps")
