import jax
import jax.numpy as jnp


def init_params(key, vocab, dim):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (vocab, dim)) * 0.1,
        "head": jax.random.normal(k2, (dim, vocab)) * 0.1,
    }


def logits_fn(params, tokens):
    h = params["embed"][tokens]
    return h @ params["head"]


@jax.jit
def train_step(params, tokens, targets, lr):
    def loss_fn(p):
        logp = jax.nn.log_softmax(logits_fn(p, tokens))
        return -jnp.mean(jnp.take_along_axis(logp, targets[:, None], axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss
