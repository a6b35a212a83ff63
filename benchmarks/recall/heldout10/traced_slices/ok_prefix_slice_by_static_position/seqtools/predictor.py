import jax


class Predictor:
    def __init__(self, model, variables):
        self.variables = variables
        self._predict = jax.jit(model.apply, static_argnums=2)

    def predict(self, x, pos):
        return self._predict(self.variables, x, int(pos))
