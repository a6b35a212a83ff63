from functools import partial

import jax


class Box:
    """Doubles its input and keeps the last result for later inspection."""

    @partial(jax.jit, static_argnums=0)
    def apply_jit(self, arr):
        out = arr * 2
        self.cache = out  # error: JAX108
        return out
