# Report: https://github.com/jax-ml/jax/pull/3646
# Fixed twin: one subkey per parameter (random.split(rng, n)), as the PR does.
import jax
import jax.numpy as jnp
from jax import random

from dpsgd import private_grad


@jax.jit
def noisy_grads(params, batch, rng):
    return private_grad(params, batch, rng, l2_norm_clip=1.0, noise_multiplier=1.1, batch_size=8)


if __name__ == "__main__":
    key = random.key(0)
    k1, k2, kx, ky, kstep, kcheck = random.split(key, 6)
    params = (random.normal(k1, (3, 4)), jnp.zeros(4), random.normal(k2, (4, 4)), jnp.zeros(4))
    batch = (random.normal(kx, (8, 3)), random.normal(ky, (8, 4)))
    grads = noisy_grads(params, batch, kstep)
    print("b1 noise == b2 noise:", bool(jnp.allclose(grads[1] - grads[1].mean(), grads[3] - grads[3].mean(), atol=1e-1)))
    with jax.debug_key_reuse(True):
        noisy_grads(params, batch, kcheck)
    print("no key reuse")
