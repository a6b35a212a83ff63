import jax
import jax.numpy as jnp

from .flows import AffineFlow


class NICERLikelihood:
    def __init__(self, psr_name, N_masses_evaluation=200, seed=0):
        self.psr_name = psr_name
        self.amsterdam_flow = AffineFlow(jnp.array([1.4, 12.0]), jnp.array([0.1, 0.8]))
        self.maryland_flow = AffineFlow(jnp.array([1.45, 12.5]), jnp.array([0.12, 1.0]))

        # Pre-sample masses ONCE at initialization
        key = jax.random.key(seed)
        key_amsterdam, key_maryland = jax.random.split(key)
        amsterdam_samples = self.amsterdam_flow.sample(key, (N_masses_evaluation,))
        maryland_samples = self.maryland_flow.sample(key, (N_masses_evaluation,))  # error: JAX203
        # Extract only masses, discard radius values from flow
        self.amsterdam_fixed_mass_samples = amsterdam_samples[:, :1]
        self.maryland_fixed_mass_samples = maryland_samples[:, :1]
