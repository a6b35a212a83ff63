"""The MCMC driver: the kernel's sample step is jitted once and run for every iteration."""
import jax


class MCMC:
    def __init__(self, kernel, num_samples):
        self.kernel = kernel
        self.num_samples = num_samples

    def run(self, rng_key, init_params):
        state = self.kernel.init(init_params)
        sample_fn = jax.jit(self.kernel.sample)
        samples = []
        for _ in range(self.num_samples):
            rng_key, step_key = jax.random.split(rng_key)
            state = sample_fn(state, step_key)
            samples.append(state.params)
        return samples
