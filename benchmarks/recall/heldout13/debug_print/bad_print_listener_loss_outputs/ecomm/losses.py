from typing import NamedTuple

import jax
import jax.numpy as jnp


class ListenerLossOutputs(NamedTuple):
    loss: jnp.ndarray
    accuracy: jnp.ndarray


def listener_loss(params, messages, targets):
    logits = messages @ params["w"]
    log_probs = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(log_probs, targets[:, None], axis=1))
    accuracy = jnp.mean(jnp.argmax(logits, axis=1) == targets)
    outputs = ListenerLossOutputs(loss=loss, accuracy=accuracy)
    print(outputs)  # error: JAX302
    return outputs.loss
