import equinox as eqx
import jax
import jax.numpy as jnp
import jax.random as jr
import optax

from cnf.models import Denoiser


def main(data, steps=5, seed=0):
    key = jr.PRNGKey(seed)
    model_key, loader_key, loss_key = jr.split(key, 3)
    model = Denoiser(data.shape[1], model_key)
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))

    @eqx.filter_value_and_grad(has_aux=True)
    def loss(model, data, loss_key):
        noise_key, train_key = jr.split(loss_key, 2)
        eps = jr.normal(noise_key, data.shape)
        t = jr.uniform(train_key, (data.shape[0],))
        noisy = data + t[:, None] * eps
        pred = jax.vmap(model)(noisy, t)
        return jnp.mean((pred - data) ** 2), eps[0]

    @eqx.filter_jit
    def make_step(model, opt_state, data, loss_key):
        (value, eps0), grads = loss(model, data, loss_key)
        updates, opt_state = optim.update(grads, opt_state)
        return value, eps0, eqx.apply_updates(model, updates), opt_state

    first_noise = []
    for step in range(steps):
        loss_key, step_key = jr.split(loss_key)
        value, eps0, model, opt_state = make_step(model, opt_state, data, step_key)
        first_noise.append(eps0)
    return jnp.stack(first_noise)
