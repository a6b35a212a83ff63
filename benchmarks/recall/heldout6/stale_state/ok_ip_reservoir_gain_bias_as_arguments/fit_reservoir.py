# Report: https://github.com/reservoirpy/reservoirpy/issues/235
# As the issue explains: IPReservoir._step is jitted with static_argnums=(0,), a static `self`, while
# fit/partial_fit update self.a and self.b; the compiled step baked the first a and b in as
# constants, so intrinsic plasticity has no effect on what the reservoir computes.
import jax
import jax.numpy as jnp

from respy.nodes import IPReservoir

if __name__ == "__main__":
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    W = 0.4 * jax.random.normal(k1, (5, 5))
    Win = jax.random.normal(k2, (5, 1))
    inputs = jax.random.normal(k3, (40, 1))
    node = IPReservoir(W, Win)
    before = node.run(inputs)
    node.partial_fit(inputs)
    after = node.run(inputs)
    print("gain a after fit:", node.a)
    print("states changed by intrinsic plasticity:", not bool(jnp.allclose(before, after)))
