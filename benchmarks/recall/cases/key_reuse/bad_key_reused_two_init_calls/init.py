# Report: https://github.com/blackjax-devs/blackjax/issues/53
# As in the report, a key is used by two calls that each draw from it; here the two layers are
# initialised with the same key, so both weight matrices are identical.
import jax
import jax.numpy as jnp


def init_layer(key, n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
    return w, jnp.zeros(n_out)


def init_mlp(key):
    hidden = init_layer(key, 4, 4)
    output = init_layer(key, 4, 4)  # error: JAX203
    return hidden, output


if __name__ == "__main__":
    (w1, _), (w2, _) = init_mlp(jax.random.key(0))
    print(bool(jnp.array_equal(w1, w2)))
