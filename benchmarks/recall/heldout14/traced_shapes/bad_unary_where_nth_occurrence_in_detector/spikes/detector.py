import jax

from .search import idx_nth_occurrence


class SpikeDetector:
    """Finds where a quantised trace first reaches its saturation level."""

    def __init__(self, level):
        self.level = level
        self._first = jax.jit(self.first_saturation)

    def first_saturation(self, trace):
        return idx_nth_occurrence(trace, self.level)

    def __call__(self, trace):
        return self._first(trace)
