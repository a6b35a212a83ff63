# Report: https://github.com/jax-ml/jax/issues/1076
# As the issue asks ("noob vmap question with if statement"): a 1-D truncated Gaussian kernel written
# with `if np.abs(x) > lam:` fails when vectorised with vmap, without any jit, because vmap traces
# the function with an abstract batched value that has no truth value.
import jax
import jax.numpy as jnp

from meanshift.shift import mean_shift_step

if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(0))
    data = jnp.concatenate([0.05 * jax.random.normal(k1, (20,)), 1.0 + 0.05 * jax.random.normal(k2, (20,))])
    points = data
    for _ in range(5):
        points = mean_shift_step(points, data)
    print("modes found:", jnp.unique(jnp.round(points, 2)))
