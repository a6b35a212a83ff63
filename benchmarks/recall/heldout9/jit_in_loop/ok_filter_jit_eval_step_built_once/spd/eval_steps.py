import equinox as eqx
import jax
import jax.numpy as jnp

TRACES = []


def make_stochastic_hidden_acts_step(n_mask_samples):
    """Hidden activations of the model under random component masks, averaged over samples."""

    def step(model, batch, key):
        TRACES.append(1)
        keys = jax.random.split(key, n_mask_samples)

        def one(k):
            mask = jax.random.bernoulli(k, 0.5, (model.weight.shape[0],))
            return jax.nn.relu(batch @ (model.weight * mask[:, None]).T)

        return jnp.mean(jax.vmap(one)(keys), axis=0)

    return eqx.filter_jit(step)
