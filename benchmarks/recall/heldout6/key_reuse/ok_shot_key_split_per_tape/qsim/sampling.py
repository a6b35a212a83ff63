import jax
import jax.numpy as jnp


def sample_state(state, shots, prng_key):
    """Draw `shots` computational-basis outcomes from a statevector."""
    probs = jnp.abs(state) ** 2
    return jax.random.choice(prng_key, state.shape[0], (shots,), p=probs)


def expval_z0(samples, n_wires):
    bit = (samples >> (n_wires - 1)) & 1
    return jnp.mean(1.0 - 2.0 * bit)
