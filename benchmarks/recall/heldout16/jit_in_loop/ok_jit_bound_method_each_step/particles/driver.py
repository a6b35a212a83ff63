def simulate(system, state, n_steps):
    for _ in range(n_steps):
        state = system.step_jit(state)
    return state
