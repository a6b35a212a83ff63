import jax
import jax.numpy as jnp
import optax


class Evaluator:
    def __init__(self, apply_fn, num_classes):
        self.apply_fn = apply_fn
        self.num_classes = num_classes
        # one bound-method object, jitted once: every evaluate() call hits the same cache
        self._metrics_jit = jax.jit(self._metrics)

    def _metrics(self, params, batch):
        logits = self.apply_fn(params, batch["image"])
        labels = jax.nn.one_hot(batch["label"], self.num_classes)
        return {
            "loss": optax.softmax_cross_entropy(logits, labels).mean(),
            "accuracy": jnp.mean(jnp.argmax(logits, -1) == batch["label"]),
        }

    def evaluate(self, params, batch):
        return self._metrics_jit(params, batch)
