# Report: https://github.com/jax-ml/jax/issues/4418
# As in the report: the positions of all-zero (padding) timesteps are found with one-argument
# `jnp.where` and zeroed in a mask with `.at[ax1, ax2].set(0)`. The number of positions depends on the
# data, so under jit `jnp.where` raises ConcretizationTypeError; the maintainer's answer is the
# three-argument `jnp.where`.
import jax
import jax.numpy as jnp


@jax.jit
def padding_mask(dataset):
    ax1, ax2 = jnp.where(~dataset.any(axis=2))  # error: JAX106
    mask = jnp.ones(dataset.shape[:2])
    return mask.at[ax1, ax2].set(0)


@jax.jit
def masked_mean(dataset):
    mask = padding_mask(dataset)
    return jnp.sum(dataset * mask[..., None], axis=1) / jnp.sum(mask, axis=1, keepdims=True)


if __name__ == "__main__":
    dataset = jnp.array([[[1, 2, 0], [1, 4, 0], [0, 0, 0]], [[3, 1, 1], [0, 0, 0], [0, 0, 0]]], jnp.float32)
    print(masked_mean(dataset))
