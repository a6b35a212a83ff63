# Report: https://github.com/patrick-kidger/equinox/issues/686
# As in the report ("the first optimization loop will run fine, but the second (after re-initializing
# the module) will cause the re-compile"): the module stores `jax.jit(fk_fn)` as a field, built in
# `__init__`. filter_jit treats that non-array field as static, and each re-initialised module holds a
# new jitted-function object, so the step function is traced and compiled again for every restart.
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from kinematics import ForwardKinematicTrajectory, planar_arm_fk

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
        model = ForwardKinematicTrajectory(planar_arm_fk, jax.random.key(restart))
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(4):
            val, model, opt_state = step(model, opt_state, X, y, opt)  # error: JAX202
    print(f"{len(TRACES)} traces for 3 restarts of 4 steps")
