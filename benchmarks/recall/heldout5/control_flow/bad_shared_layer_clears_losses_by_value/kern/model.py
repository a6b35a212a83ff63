import jax
import jax.numpy as jnp

from .layers import Dense, TimeDistributed


class SiameseEncoder:
    """Projects two kinds of sequences with their own layers, then encodes both with one shared,
    activity-regularised per-step encoder."""

    def __init__(self):
        self.project_a = Dense(activity_l2=1e-3)
        self.project_b = Dense(activity_l2=1e-3)
        self.shared = TimeDistributed(Dense(activity_l2=1e-2))

    def init(self, key, n_in, n_hidden):
        k1, k2, k3 = jax.random.split(key, 3)
        return {
            "project_a": self.project_a.init(k1, n_in, n_hidden),
            "project_b": self.project_b.init(k2, n_in, n_hidden),
            "shared": self.shared.layer.init(k3, n_hidden, n_hidden),
        }

    def __call__(self, params, a, b):
        ha = self.shared(params["shared"], self.project_a(params["project_a"], a))
        hb = self.shared(params["shared"], self.project_b(params["project_b"], b))
        return jnp.mean(jnp.sum(ha * hb, axis=-1), axis=1)
