# Report: https://github.com/google/flax/issues/4156
# "Linen modules are hashable, so I would expect nnx.bridge.ToLinen to be as well": a ToLinen
# wrapper built with a plain dict (its kwargs) fails to hash, so passing it as the static `model`
# of a generic jitted train step raises "Non-hashable static arguments are not supported".
import jax
import jax.numpy as jnp
import optax

from bridge_train.models import make_head
from bridge_train.steps import train_step

if __name__ == "__main__":
    model = make_head(3, 1)
    x = jax.random.normal(jax.random.key(0), (16, 3))
    y = x @ jnp.array([[1.0], [-2.0], [0.5]])
    variables = model.init(jax.random.key(1), x)
    tx = optax.sgd(0.1)
    opt_state = tx.init(variables)
    for step in range(20):
        variables, opt_state, loss = train_step(model, tx, variables, opt_state, x, y)  # error: JAX206
    print("final loss:", float(loss))
