import jax
import jax.numpy as jnp


def psnr(mse):
    return -10.0 * jnp.log10(mse)


def log_metrics(loss, mse):
    jax.debug.print(f"loss={loss} psnr={psnr(mse)}")  # error: JAX301
