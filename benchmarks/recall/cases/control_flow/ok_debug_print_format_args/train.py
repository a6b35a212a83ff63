# Report: https://github.com/jax-ml/jax/pull/18652
# Near miss: the values are passed to jax.debug.print as arguments, and str.format only fills in a static
# name.
import jax
import jax.numpy as jnp

NAME = "mse"


@jax.jit
def train_step(w, x):
    loss, grads = jax.value_and_grad(lambda w: jnp.mean((x @ w) ** 2))(w)
    jax.debug.print("{} = {loss}, grad norm {norm}".format(NAME, loss="{loss}", norm="{norm}"),
                    loss=loss, norm=jnp.linalg.norm(grads))
    return w - 0.1 * grads


if __name__ == "__main__":
    train_step(jnp.ones(3), jnp.ones((2, 3)))
