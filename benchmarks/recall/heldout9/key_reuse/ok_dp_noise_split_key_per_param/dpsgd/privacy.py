from functools import partial

import jax.numpy as jnp
from jax import grad, random, vmap
from jax.lax import stop_gradient
from jax.tree_util import tree_flatten, tree_unflatten


def loss(params, batch):
    inputs, targets = batch
    w1, b1, w2, b2 = params
    hidden = jnp.tanh(inputs @ w1 + b1)
    logits = hidden @ w2 + b2
    return jnp.mean((logits - targets) ** 2)


def clipped_grad(params, l2_norm_clip, single_example_batch):
    grads = grad(loss)(params, single_example_batch)
    nonempty_grads, tree_def = tree_flatten(grads)
    total_grad_norm = jnp.linalg.norm(jnp.array([jnp.linalg.norm(g.ravel()) for g in nonempty_grads]))
    divisor = stop_gradient(jnp.amax(jnp.array([total_grad_norm / l2_norm_clip, 1.0])))
    normalized_nonempty_grads = [g / divisor for g in nonempty_grads]
    return tree_unflatten(tree_def, normalized_nonempty_grads)


def private_grad(params, batch, rng, l2_norm_clip, noise_multiplier, batch_size):
    """Per-example clipped gradients, summed, plus Gaussian noise for differential privacy."""
    px_clipped_grad_fn = vmap(partial(clipped_grad, params, l2_norm_clip))
    std_dev = l2_norm_clip * noise_multiplier
    clipped_grads = px_clipped_grad_fn((batch[0][:, None], batch[1][:, None]))
    clipped_grads_flat, grads_treedef = tree_flatten(clipped_grads)
    aggregated_clipped_grads = [g.sum(0) for g in clipped_grads_flat]
    rngs = random.split(rng, len(aggregated_clipped_grads))
    noised_aggregated_clipped_grads = [
        g + std_dev * random.normal(r, g.shape)
        for r, g in zip(rngs, aggregated_clipped_grads)
    ]
    normalized_noised_aggregated_clipped_grads = [g / batch_size for g in noised_aggregated_clipped_grads]
    return tree_unflatten(grads_treedef, normalized_noised_aggregated_clipped_grads)
