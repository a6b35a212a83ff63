# Report: https://github.com/google-deepmind/weathernext/issues/41
# As in the report, an hk.transform'ed forward function hands a traced array to NumPy once `net.apply`
# is jitted (init runs eagerly and works): TracerArrayConversionError.
import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np


def forward(x):
    h = hk.Linear(8)(x)
    h = np.maximum(h, 0.0)  # error: JAX104
    return hk.Linear(1)(h)


net = hk.transform(forward)

if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = net.init(jax.random.key(0), x)
    print(jax.jit(net.apply)(params, None, x))
