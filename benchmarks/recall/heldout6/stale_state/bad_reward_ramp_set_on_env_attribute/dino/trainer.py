import jax
import jax.numpy as jnp


def linear_ramp(epoch, n_epochs, final=2.0):
    return final * min(1.0, epoch / max(1, n_epochs - 1))


class JaxTrainer:
    def __init__(self, env, episode_length=10):
        self.env = env
        self.episode_length = episode_length
        self.step_fn = jax.jit(env.step)

    def train(self, n_epochs):
        history = []
        for epoch in range(n_epochs):
            scale = linear_ramp(epoch, n_epochs)
            self.env.forward_vel_scale = scale
            state = self.env.reset()
            episode_return = 0.0
            for _ in range(self.episode_length):
                action = jnp.array([1.0, 0.0])
                state = self.step_fn(state, action)
                episode_return += float(state.reward)
            history.append((scale, episode_return))
        return history
