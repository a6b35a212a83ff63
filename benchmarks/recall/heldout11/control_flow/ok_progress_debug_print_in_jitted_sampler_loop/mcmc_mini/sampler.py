from functools import partial

import jax
import jax.numpy as jnp


class RandomWalkMetropolis:
    def __init__(self, logdensity, step_size=0.5, print_rate=10):
        self.logdensity = logdensity
        self.step_size = step_size
        self.print_rate = print_rate

    @partial(jax.jit, static_argnums=(0, 3))
    def run(self, key, x0, n_iter):
        x, logp = x0, self.logdensity(x0)
        for i in range(n_iter):
            key, k_prop, k_acc = jax.random.split(key, 3)
            prop = x + self.step_size * jax.random.normal(k_prop, x.shape)
            logp_prop = self.logdensity(prop)
            accept = jnp.log(jax.random.uniform(k_acc)) < logp_prop - logp
            x = jnp.where(accept, prop, x)
            logp = jnp.where(accept, logp_prop, logp)
            if i % self.print_rate == 0:
                jax.debug.print("Iteration {i}/{n}  logp={logp}", i=i, n=n_iter, logp=logp)
        return x, logp
