# Report: https://github.com/google/dopamine/issues/189
# As the issue points out: the JAX NoisyNetwork draws both noise factors p and q of its factorised
# Gaussian noise from the same rng_key, so the two "independent" factors share their random bits
# (p[:n] == q[:n]) and the weight noise is a structured, correlated matrix.
import jax
import jax.numpy as jnp

from rainbow.networks import NoisyDense, NoisyQNetwork

if __name__ == "__main__":
    layer = NoisyDense(4, jax.random.key(7))
    p, q = layer.noise_factors(4)
    print("p:", p[:, 0])
    print("q:", q[0, :])
    print("factors identical:", bool(jnp.allclose(p[:, 0], q[0, :])))

    net = NoisyQNetwork(num_actions=3, rng_key=jax.random.key(3))
    obs = jnp.ones((2, 5))
    params = net.init(jax.random.key(0), obs)
    print("q-values:", jax.jit(net.apply)(params, obs))
