# verify: raises ValueError
# The run raises as declared, but the linter stays silent: a silent fixture that fails.
import jax.numpy as jnp


def check(x):
    raise ValueError(f"bad value {x}")  # raises-here


if __name__ == "__main__":
    check(jnp.float32(0.5))
