import jax
import jax.numpy as jnp


def psnr(mse):
    return -10.0 * jnp.log10(mse)


def log_metrics(loss, mse):
    jax.debug.print("loss={loss} psnr={psnr}", loss=loss, psnr=psnr(mse))
