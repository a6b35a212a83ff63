import jax
import jax.numpy as jnp


def depth_ranking_loss(pred_depth, prior_depth, margin=1e-4):
    # pairs ordered by the monocular prior should keep their order in the rendered depth
    order = jnp.sign(prior_depth[1:] - prior_depth[:-1])
    loss = jnp.mean(jax.nn.relu(margin - order * (pred_depth[1:] - pred_depth[:-1])))
    print("depth ranking loss:", loss)  # error: JAX302
    return loss
