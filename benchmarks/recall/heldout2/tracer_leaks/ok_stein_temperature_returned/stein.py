import jax
import jax.numpy as jnp


def rbf_kernel(x, y, bandwidth):
    return jnp.exp(-jnp.sum((x - y) ** 2) / (2 * bandwidth ** 2))


class SteinVI:
    """Stein variational gradient descent on a set of particles."""

    def __init__(self, logdensity, bandwidth=1.0, step_size=0.1):
        self.logdensity = logdensity
        self.bandwidth = bandwidth
        self.step_size = step_size
        self.loss_temperature = 1.0

    def _svgd_loss_and_grads(self, particles):
        logp = jax.vmap(self.logdensity)(particles)
        temperature = jnp.std(logp) + 1.0
        score = jax.vmap(jax.grad(self.logdensity))(particles) / temperature
        k = jax.vmap(lambda x: jax.vmap(lambda y: rbf_kernel(x, y, self.bandwidth))(particles))(particles)
        grad_k = jax.vmap(lambda x: jax.vmap(lambda y: jax.grad(rbf_kernel)(y, x, self.bandwidth))(particles))(particles)
        phi = (k @ score + grad_k.sum(axis=1)) / particles.shape[0]
        return -jnp.mean(logp), phi, temperature

    def update(self, particles):
        loss, phi, temperature = self._svgd_loss_and_grads(particles)
        return particles + self.step_size * phi, loss, temperature

    def run(self, particles, num_steps):
        step = jax.jit(self.update)
        for _ in range(num_steps):
            particles, loss, temperature = step(particles)
            self.loss_temperature = temperature
        return particles, loss
