# Report: https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
# As in the report, the key is re-created from a fixed seed where a fresh draw was meant; here inside a
# lax.scan body, so every diffusion step adds exactly the same noise.
import jax
import jax.numpy as jnp
from jax import lax


def step(x, beta):
    key = jax.random.key(0)  # error: JAX203
    noise = jax.random.normal(key, x.shape)
    return jnp.sqrt(1 - beta) * x + jnp.sqrt(beta) * noise, noise


@jax.jit
def forward_process(x0, betas):
    return lax.scan(step, x0, betas)


if __name__ == "__main__":
    _, noises = forward_process(jnp.zeros(3), jnp.full(4, 0.1))
    print(noises)
