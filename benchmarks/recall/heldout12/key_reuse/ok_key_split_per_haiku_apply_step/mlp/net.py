import haiku as hk
import jax


class DropoutMLP(hk.Module):
    def __init__(self, hidden=32, rate=0.5, name=None):
        super().__init__(name=name)
        self.hidden = hidden
        self.rate = rate

    def __call__(self, x, is_training):
        h = jax.nn.relu(hk.Linear(self.hidden)(x))
        if is_training:
            h = hk.dropout(hk.next_rng_key(), self.rate, h)
        return hk.Linear(1)(h)


def forward(x, is_training=True):
    return DropoutMLP()(x, is_training)


net = hk.transform(forward)
