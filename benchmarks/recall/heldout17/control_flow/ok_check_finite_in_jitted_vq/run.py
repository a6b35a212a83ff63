# Report: https://github.com/scipy/scipy/pull/22219
# scipy.cluster.vq under jax.jit with check_finite=False: the finiteness check is a host-side
# check for concrete arrays, so the jitted caller turns it off (and checks its inputs eagerly).
import jax
import jax.numpy as jnp

from scipy_mini.cluster.vq import vq


@jax.jit
def assign_clusters(obs, centroids):
    code, dist = vq(obs, centroids, check_finite=False)
    return code, jnp.mean(dist)


if __name__ == "__main__":
    obs = jnp.array([[0.0, 0.1], [0.2, 0.0], [5.0, 5.1], [4.9, 5.2], [0.1, 0.2]])
    centroids = jnp.array([[0.0, 0.0], [5.0, 5.0]])
    assert bool(jnp.all(jnp.isfinite(obs))) and bool(jnp.all(jnp.isfinite(centroids)))
    code, mean_dist = assign_clusters(obs, centroids)
    print("codes:", code, "mean distance:", float(mean_dist))
