import jax.numpy as jnp


def init_params(obs_dim, latent_dim):
    return {"enc": jnp.full((obs_dim, latent_dim), 0.1), "dec": jnp.full((latent_dim, obs_dim), 0.1)}


def reconstruction_loss(params, obs):
    latent = jnp.tanh(obs @ params["enc"])
    return jnp.mean((latent @ params["dec"] - obs) ** 2)
