"""Bayesian matrix factorisation: initial positions drawn from the priors."""
import jax

from .distributions import HalfNormal, Normal

u_sigma_prior = HalfNormal(1.0)
v_sigma_prior = HalfNormal(1.0)


def init_positions(rng_key, n_users, n_items, rank):
    keys = jax.random.split(rng_key, 8)
    u_mu = Normal(0.0, 1.0).sample(seed=keys[0], sample_shape=(rank,))
    v_mu = Normal(0.0, 1.0).sample(seed=keys[1], sample_shape=(rank,))
    u_sigma = u_sigma_prior.sample(seed=keys[6])
    v_sigma = v_sigma_prior.sample(seed=keys[7])
    u = Normal(u_mu, u_sigma).sample(seed=keys[2], sample_shape=(n_users, rank))
    v = Normal(v_mu, v_sigma).sample(seed=keys[3], sample_shape=(n_items, rank))
    return {"u_mu": u_mu, "v_mu": v_mu, "u_sigma": u_sigma, "v_sigma": v_sigma, "u": u, "v": v}
