# Report: https://github.com/patrick-kidger/equinox/issues/11
# As the issue reports: decorating a method of an equinox Module with jax.jit (self static) fails with
# "ValueError: Non-hashable static arguments are not supported" for a module holding its layers and
# synapses in lists, which cannot be hashed.
import jax
import jax.numpy as jnp

from hamux.network import DenseSynapse, HopfieldNetwork, NeuronLayer

if __name__ == "__main__":
    W = 0.1 * jax.random.normal(jax.random.key(0), (8, 4))
    net = HopfieldNetwork(layers=[NeuronLayer((8,)), NeuronLayer((4,))], synapses=[DenseSynapse(W)])
    states = [jnp.ones(8), jnp.zeros(4)]
    for step in range(3):
        e = net.energy(states)  # error: JAX206
        grads = jax.grad(lambda s: net.energy(s))(states)
        states = [x - 0.1 * g for x, g in zip(states, grads)]
        print("step", step, "energy", float(e))
