# Report: https://github.com/jax-ml/jax/issues/968
# Near miss: the Python `and` chain tests static shapes; the traced comparisons are combined with `&`.
import jax
import jax.numpy as jnp


@jax.jit
def is_local_min(z, i, j):
    if z.ndim == 2 and z.shape[0] > 2 and z.shape[1] > 2:
        return (z[j, i] <= z[j - 1, i]) & (z[j, i] <= z[j + 1, i]) & (z[j, i] <= z[j, i - 1])
    return jnp.bool_(False)


if __name__ == "__main__":
    z = jax.random.normal(jax.random.key(0), (10, 10))
    print(is_local_min(z, 3, 4))
