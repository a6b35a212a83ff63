# Report: https://github.com/jax-ml/jax/issues/7222
# As in the report, slice bounds that are tracers raise IndexError; here an equinox module's `__call__`
# cuts a window at a start index that eqx.filter_vmap maps over.
import equinox as eqx
import jax
import jax.numpy as jnp


class Windows(eqx.Module):
    signal: jax.Array
    width: int = eqx.field(static=True)

    def __call__(self, start):
        return self.signal[start:start + self.width]  # error: JAX107


if __name__ == "__main__":
    windows = Windows(jnp.arange(20.0), 4)
    print(eqx.filter_vmap(windows)(jnp.array([0, 3, 7])))
