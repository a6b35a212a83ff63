# Report: https://github.com/PlasmaControl/DESC/pull/2228
# As in this PR, an integer argument (annotated `int`) becomes a tracer once it crosses a plain jit; here
# the jitted step passes `n_iter` on to the module's `__call__`, where `range(n_iter)` raises
# TracerIntegerConversionError.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Refiner(nn.Module):
    @nn.compact
    def __call__(self, x, n_iter: int):
        dense = nn.Dense(x.shape[-1])
        for _ in range(n_iter):  # error: JAX102
            x = x + 0.1 * jnp.tanh(dense(x))
        return x


model = Refiner()


@jax.jit
def refine(params, x, n_iter):
    return model.apply(params, x, n_iter)


if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = model.init(jax.random.key(0), x, 1)
    print(refine(params, x, 4))
