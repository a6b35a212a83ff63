# Report: https://github.com/blackjax-devs/blackjax/issues/53
# Near miss: the key is split once and each layer gets its own subkey.
import jax
import jax.numpy as jnp


def init_layer(key, n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
    return w, jnp.zeros(n_out)


def init_mlp(key):
    k_hidden, k_output = jax.random.split(key)
    hidden = init_layer(k_hidden, 4, 4)
    output = init_layer(k_output, 4, 4)
    return hidden, output


if __name__ == "__main__":
    (w1, _), (w2, _) = init_mlp(jax.random.key(0))
    print(bool(jnp.array_equal(w1, w2)))
