# Report: https://github.com/patrick-kidger/equinox/issues/236
# As in the report, a traced value is used as a shape (jnp.zeros(n)); here the method is kept jitted in an
# attribute (`self._pad = jax.jit(self._pad_impl)`) and called as `self._pad(x, n)`.
import jax
import jax.numpy as jnp


class ReplayBuffer:
    def __init__(self, width):
        self.width = width
        self._pad = jax.jit(self._pad_impl)

    def _pad_impl(self, x, n):
        filler = jnp.zeros((n, self.width))  # error: JAX106
        return jnp.concatenate([x, filler])

    def add(self, x, capacity):
        return self._pad(x, capacity - x.shape[0])


if __name__ == "__main__":
    print(ReplayBuffer(2).add(jnp.ones((3, 2)), 5).shape)
