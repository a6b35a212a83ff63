"""A JAX trainer in the shape of keras' JAXTrainer: train_step is jitted, metrics are read in it."""
import jax
import jax.numpy as jnp

from kmini.utils import pythonify_logs


class Trainer:
    def __init__(self, lr=0.1):
        self.lr = lr
        self.params = {"w": jnp.zeros(3), "b": jnp.array(0.0)}
        self.metric_state = {"loss_sum": jnp.array(0.0), "count": jnp.array(0.0)}
        self._jitted_step = jax.jit(self.train_step)

    def compute_loss(self, params, x, y):
        pred = x @ params["w"] + params["b"]
        return jnp.mean((pred - y) ** 2)

    def get_metrics_result(self, metric_state):
        logs = {"loss": metric_state["loss_sum"] / metric_state["count"]}
        return pythonify_logs(logs)

    def train_step(self, params, metric_state, x, y):
        loss, grads = jax.value_and_grad(self.compute_loss)(params, x, y)
        params = jax.tree.map(lambda p, g: p - self.lr * g, params, grads)
        metric_state = {
            "loss_sum": metric_state["loss_sum"] + loss,
            "count": metric_state["count"] + 1.0,
        }
        return params, metric_state, self.get_metrics_result(metric_state)

    def state_and_step(self, x, y):
        self.params, self.metric_state, logs = self._jitted_step(self.params, self.metric_state, x, y)
        return logs

    def fit(self, batches, epochs=2):
        history = []
        for _ in range(epochs):
            for x, y in batches:
                logs = self.state_and_step(x, y)
                history.append(logs)
        return history
