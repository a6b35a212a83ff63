class CustomClass:
    def __init__(self, mul):
        self.mul = mul

    def calc(self, x):
        return x * self.mul  # error: JAX201
