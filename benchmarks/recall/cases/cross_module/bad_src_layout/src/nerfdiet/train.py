# Report: https://github.com/codestella/putting-nerf-on-a-diet/pull/11
# As in the report, the jitted training step gets the sample count as an ordinary argument; in this src
# layout the count reaches jnp.linspace in nerfdiet/render.py and is a tracer there (it must be static).
import jax
import jax.numpy as jnp

from nerfdiet.render import sample_along_rays


@jax.jit
def single_step(params, origins, directions, n_samples):
    points = sample_along_rays(origins, directions, 2.0, 6.0, n_samples)
    return jnp.mean((points @ params) ** 2)


if __name__ == "__main__":
    print(single_step(jnp.ones(3), jnp.zeros((4, 3)), jnp.ones((4, 3)), 64))
