import jax.numpy as jnp


def create_triangular_schedule(lr_min, lr_max, steps_per_cycle):
    """A cyclical (triangular) learning-rate schedule: up for half a cycle, down for the other half."""
    top = (steps_per_cycle + 1) // 2

    def learning_rate_fn(step):
        cycle_step = step % steps_per_cycle
        rising = lr_min + cycle_step / top * (lr_max - lr_min)
        falling = lr_max - ((cycle_step - top) / top) * (lr_max - lr_min)
        return jnp.where(cycle_step < top, rising, falling)

    return learning_rate_fn
