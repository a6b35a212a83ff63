import jax.numpy as jnp


def relative_step(p, factor=0.1):
    return factor * jnp.abs(p).mean()


def cosine_onecycle(max_iter, peak=1.0):
    def schedule(it):
        return peak * 0.5 * (1 - jnp.cos(2 * jnp.pi * (it + 1) / (max_iter + 1)))

    return schedule
