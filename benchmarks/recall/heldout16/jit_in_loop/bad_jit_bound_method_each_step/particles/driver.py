import jax


def simulate(system, state, n_steps):
    for _ in range(n_steps):
        state = jax.jit(system.step)(state)  # error: JAX205
    return state
