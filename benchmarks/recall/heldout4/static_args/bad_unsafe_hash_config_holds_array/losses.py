from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames="cfg")
def weighted_xent(logits, labels, cfg):
    num_classes = logits.shape[-1]
    onehot = optax.smooth_labels(jax.nn.one_hot(labels, num_classes), cfg.label_smoothing)
    per_example = optax.softmax_cross_entropy(logits, onehot)
    weights = jnp.asarray(cfg.class_weights)[labels]
    return jnp.sum(weights * per_example) / jnp.sum(weights)
