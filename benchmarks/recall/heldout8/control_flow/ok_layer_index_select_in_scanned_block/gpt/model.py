import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    w: jax.Array

    def __call__(self, x, layer_idx):
        h = jnp.tanh(x @ self.w)
        x = x + h
        # experiment: perturb the residual stream after the fifth block only
        x = jnp.where(jnp.equal(layer_idx, 4), x + 0.01 * jnp.sin(x * 1e2), x)
        return x


class Stack(eqx.Module):
    blocks: Block

    def __init__(self, n_layers, dim, key):
        keys = jax.random.split(key, n_layers)
        self.blocks = eqx.filter_vmap(lambda k: Block(0.1 * jax.random.normal(k, (dim, dim))))(keys)

    def __call__(self, x):
        def body(h, layer):
            block, idx = layer
            return block(h, idx), None

        n_layers = self.blocks.w.shape[0]
        h, _ = jax.lax.scan(body, x, (self.blocks, jnp.arange(n_layers)))
        return h
