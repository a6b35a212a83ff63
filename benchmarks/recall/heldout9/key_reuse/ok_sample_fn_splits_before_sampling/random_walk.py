# Report: https://github.com/aesara-devs/aesara/issues/1344
# Fixed twin: the sample function splits first, samples with one half and stores the other.
import jax
import jax.numpy as jnp

from jaxlink import jax_sample_fn

normal_sample = jax_sample_fn("normal")


@jax.jit
def random_walk(rng, x0):
    def step(carry, _):
        rng, x = carry
        rng, eps = normal_sample(rng, (2,), jnp.float32, 0.0, 0.1)
        x = x + eps
        return (rng, x), x

    (_, _), xs = jax.lax.scan(step, (rng, x0), None, length=10)
    return xs


if __name__ == "__main__":
    rng = {"jax_state": jax.random.key(0)}
    with jax.debug_key_reuse(True):
        xs = random_walk(rng, jnp.zeros(2))
    print(xs[-1])
