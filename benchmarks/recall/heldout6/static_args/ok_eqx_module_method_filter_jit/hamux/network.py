from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp


class NeuronLayer(eqx.Module):
    shape: tuple
    beta: float = 1.0

    def lagrangian(self, x):
        return jax.nn.logsumexp(self.beta * x) / self.beta


class DenseSynapse(eqx.Module):
    W: jax.Array

    def energy(self, g1, g2):
        return -g1 @ self.W @ g2


class HopfieldNetwork(eqx.Module):
    layers: list
    synapses: list

    @eqx.filter_jit
    def energy(self, states):
        e = 0.0
        for layer, x in zip(self.layers, states):
            g = jax.grad(layer.lagrangian)(x)
            e = e + g @ x - layer.lagrangian(x)
        g0 = jax.grad(self.layers[0].lagrangian)(states[0])
        g1 = jax.grad(self.layers[1].lagrangian)(states[1])
        return e + self.synapses[0].energy(g0, g1)
