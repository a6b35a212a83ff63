# Report: https://github.com/patrick-kidger/equinox/issues/236
# As the maintainer diagnoses there, a traced value used as an array shape fails under jit; here the size
# of lax.full is a traced argument: TypeError (shapes must be concrete).
import jax
from jax import lax


@jax.jit
def init_buffer(fill, capacity):
    return lax.full((capacity, 2), fill)  # error: JAX106


if __name__ == "__main__":
    print(init_buffer(0.0, 4))
