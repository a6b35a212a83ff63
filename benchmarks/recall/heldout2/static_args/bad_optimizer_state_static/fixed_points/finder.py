import jax
import jax.numpy as jnp
from jax import lax

from fixed_points.optimizers import adam


def rnn_update(h, w):
    return jnp.tanh(w @ h)


def fixed_point_loss(h, w):
    return jnp.mean((rnn_update(h, w) - h) ** 2)


def optimize_fp_core(batch_idx_start, num_batches, update_fun, opt_state, get_params, w):
    def body(i, state):
        grads = jax.grad(fixed_point_loss)(get_params(state), w)
        return update_fun(batch_idx_start + i, grads, state)

    return lax.fori_loop(0, num_batches, body, opt_state)


optimize_fp_core_jit = jax.jit(optimize_fp_core, static_argnums=(1, 2, 3, 4))


def find_fixed_points(h0, w, num_batches=20, print_every=5):
    opt_init, update_fun, get_params = adam(0.05)
    opt_state = opt_init(h0)
    for batch_idx_start in range(0, num_batches, print_every):
        opt_state = optimize_fp_core_jit(batch_idx_start, print_every, update_fun, opt_state, get_params, w)  # error: JAX206
        print(batch_idx_start, fixed_point_loss(get_params(opt_state), w))
    return get_params(opt_state)
