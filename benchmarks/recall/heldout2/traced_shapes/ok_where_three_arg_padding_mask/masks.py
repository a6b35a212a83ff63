# Report: https://github.com/jax-ml/jax/issues/4418
# Twin: the maintainer's answer, three-argument `jnp.where`, a mask of the static shape (batch, time).
import jax
import jax.numpy as jnp


@jax.jit
def padding_mask(dataset):
    return jnp.where(~dataset.any(axis=2), 0.0, 1.0)


@jax.jit
def masked_mean(dataset):
    mask = padding_mask(dataset)
    return jnp.sum(dataset * mask[..., None], axis=1) / jnp.sum(mask, axis=1, keepdims=True)


if __name__ == "__main__":
    dataset = jnp.array([[[1, 2, 0], [1, 4, 0], [0, 0, 0]], [[3, 1, 1], [0, 0, 0], [0, 0, 0]]], jnp.float32)
    print(masked_mean(dataset))
