import jax


@jax.jit
def _scale(x, mul):
    return x * mul


class CustomClass:
    def __init__(self, mul):
        self.mul = mul

    def calc(self, x):
        return _scale(x, self.mul)
