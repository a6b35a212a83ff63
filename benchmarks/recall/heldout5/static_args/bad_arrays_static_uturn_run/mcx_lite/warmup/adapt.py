import jax

from .num_steps_adaptation import longest_batch_before_turn


def learn_path_lengths(rng_key, integrator_step, position, step_size, num_samples=10):
    run = longest_batch_before_turn(integrator_step)
    lengths = []
    for key in jax.random.split(rng_key, num_samples):
        momentum = jax.random.normal(key, position.shape)
        lengths.append(int(run(position, momentum, step_size, 1000)))  # error: JAX206
    return lengths
