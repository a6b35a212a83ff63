# Report: https://github.com/google-deepmind/tapnet/issues/44
# Near miss: the hk.Module branches on the input's rank, a static shape, under the jitted apply.
import haiku as hk
import jax
import jax.numpy as jnp


class Flatten(hk.Module):
    def __call__(self, x):
        if x.ndim > 2:
            x = x.reshape((x.shape[0], -1))
        return hk.Linear(4)(x)


def forward(x):
    return Flatten()(x)


model = hk.transform(forward)
model_apply = jax.jit(model.apply)

if __name__ == "__main__":
    x = jnp.ones((2, 3, 3))
    params = model.init(jax.random.key(0), x)
    print(model_apply(params, None, x))
