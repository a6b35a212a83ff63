import equinox as eqx
import jax
import jax.numpy as jnp


class DiscretePolicy(eqx.Module):
    mlp: eqx.nn.MLP
    action_names: dict

    def __init__(self, obs_dim, action_names, *, key):
        self.mlp = eqx.nn.MLP(obs_dim, len(action_names), width_size=32, depth=2, key=key)
        self.action_names = dict(enumerate(action_names))

    def __call__(self, obs):
        return self.mlp(obs)

    def act(self, obs):
        return jnp.argmax(self(obs))
