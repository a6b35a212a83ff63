# verify[jax<0.1]: raises TypeError
# verify[jax>=0.1]: clean
# A correct prediction, chosen by JAX version (no JAX release is older than 0.1).
import jax
import jax.numpy as jnp


@jax.jit
def relu(x):
    return jnp.where(x > 0, x, 0.0)


if __name__ == "__main__":
    print(relu(jnp.float32(1.0)))
