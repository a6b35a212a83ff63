import jax


class Predictor:
    def __init__(self, model, variables):
        self.variables = variables
        self._predict = jax.jit(model.apply)

    def predict(self, x, pos):
        return self._predict(self.variables, x, pos)
