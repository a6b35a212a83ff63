from flax import nnx


class QNetwork(nnx.Module):
    def __init__(self, obs_dim, n_actions, *, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(obs_dim, 32, rngs=rngs)
        self.out = nnx.Linear(32, n_actions, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))
