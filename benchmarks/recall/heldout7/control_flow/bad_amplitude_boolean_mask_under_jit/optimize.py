# Report: https://github.com/jcmgray/quimb/issues/220
# Circuit.amplitude() under jax.jit: the amplitude of one basis state is picked out of the state vector
# with a boolean mask; under jit the mask is a tracer (even `jnp.arange(n) == k` is staged out), and
# boolean indexing raises NonConcreteBooleanIndexError while the optimisation step is traced.
import jax
import jax.numpy as jnp
import optax

from qcirc.circuit import amplitude, two_local

n, depth = 3, 2


def loss_fn(params):
    psi = two_local(n, depth, params)
    return 1.0 - jnp.abs(amplitude(psi, "1" * n)) ** 2


opt = optax.adam(0.1)


@jax.jit
def update(params, opt_state):
    value, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, value


if __name__ == "__main__":
    params = 0.1 * jax.random.normal(jax.random.key(0), (depth, n))
    opt_state = opt.init(params)
    for step in range(100):
        params, opt_state, value = update(params, opt_state)
    print("probability of |111>:", float(1 - value))
