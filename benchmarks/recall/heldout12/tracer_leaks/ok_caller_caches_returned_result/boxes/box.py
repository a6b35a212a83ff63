from functools import partial

import jax


class Box:
    """Doubles its input; `run` keeps the last result for later inspection."""

    @partial(jax.jit, static_argnums=0)
    def apply_jit(self, arr):
        return arr * 2

    def run(self, arr):
        out = self.apply_jit(arr)
        self.cache = out
        return out
