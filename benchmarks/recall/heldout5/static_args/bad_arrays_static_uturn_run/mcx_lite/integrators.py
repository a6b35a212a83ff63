import jax


def velocity_verlet(potential_fn):
    grad_fn = jax.grad(potential_fn)

    def step(position, momentum, step_size):
        momentum = momentum - 0.5 * step_size * grad_fn(position)
        position = position + step_size * momentum
        momentum = momentum - 0.5 * step_size * grad_fn(position)
        return position, momentum

    return step
