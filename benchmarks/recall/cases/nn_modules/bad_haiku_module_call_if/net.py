# Report: https://github.com/google-deepmind/tapnet/issues/44
# As in the report, a haiku model's apply is jitted (`model_apply = jax.jit(model.apply)`); here an
# hk.Module's `__call__` gates on the traced mean of its input with a Python `if`:
# TracerBoolConversionError (init runs eagerly and works).
import haiku as hk
import jax
import jax.numpy as jnp


class Gate(hk.Module):
    def __call__(self, x):
        h = hk.Linear(4)(x)
        if h.mean() > 0:  # error: JAX101
            h = jax.nn.relu(h)
        return h


def forward(x):
    return Gate()(x)


model = hk.transform(forward)
model_apply = jax.jit(model.apply)

if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = model.init(jax.random.key(0), x)
    print(model_apply(params, None, x))
